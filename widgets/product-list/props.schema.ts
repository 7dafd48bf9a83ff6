import type { FromSchema } from 'json-schema-to-ts';
import { PD001, type ApiDef } from '@schemas/api/contract.gen';
import { listOrAnswer } from '@widgets/shared/list-data';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'product-list'> = {
  type: 'product-list',
  title: '产品列表',
  description: 'Loan / installment products with an apply button. Data: products (schemas/api/defs/product.json) as PD001 answers them (`{list}`), or a list of them (e.g. CL001 at `path: "list"`), each with its `image` and `description`; a tap emits `{kind: "product", product}`. A paged source loads its next page as the user scrolls.',
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
/** A product as PD001 / CL001 answer it (schemas/api/defs/product.json). */
export type ListProduct = ApiDef<'product'>;

/**
 * The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`:
 * PD001's answer `{ list: [...] }`, or a list of products (CL001 at `path: "list"`).
 */
export const dataSchema = listOrAnswer(PD001.response);
