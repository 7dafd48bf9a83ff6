import type { FromSchema } from 'json-schema-to-ts';
import type { Product } from '@/actions/types';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'product-list'> = {
  type: 'product-list',
  title: '产品列表',
  description: 'Loan / installment products with an apply button. Data: a list of spec products plus `desc`, `icon` (or `description`, `image` from PD001); a tap emits `{kind: "product", product}`. A paged source (`{list, total, pageNum, pageSize}`) loads its next page as the user scrolls.',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', description: 'Heading above the list.' },
    buttonText: { type: 'string', default: '立即申请', description: 'Text of each item\'s button.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type ProductListProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type ProductListInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
/** A product as the list shows it. */
export type ListProduct = Product & { desc?: string; icon?: string; description?: string; image?: string };

/**
 * The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`
 * against the apiCode's response schema or a static `value`: a list of products (each with `type`), or an answer shaped `{ list: [...] }`.
 */
export const dataSchema = {
  anyOf: [
    { type: 'array', items: { type: 'object', required: ['type'] } },
    { type: 'object', required: ['list'], properties: { list: { type: 'array', items: { type: 'object', required: ['type'] } } } },
  ],
} as const;
