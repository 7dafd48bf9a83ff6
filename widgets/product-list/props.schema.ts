import type { FromSchema } from 'json-schema-to-ts';
import type { Product } from '@/actions/types';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'product-list'> = {
  type: 'product-list',
  title: '产品列表',
  description: 'Loan / installment products with an apply button, shown a page at a time. Data: a list of spec products plus `desc`, `icon` (or `description`, `image` from PD001); a tap emits `{kind: "product", product}`.',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', description: 'Heading above the list.' },
    buttonText: { type: 'string', default: '立即申请', description: 'Text of each item\'s button.' },
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 10, description: 'Items shown before 加载更多.' },
  },
  additionalProperties: false,
} as const;

export type ProductListProps = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
/** A product as the list shows it. */
export type ListProduct = Product & { desc?: string; icon?: string; description?: string; image?: string };
