import type { FromSchema } from 'json-schema-to-ts';
import { PD002, type ApiResponse } from '@schemas/api/contract.gen';
import { productSchema } from '@/actions/types';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'product-detail'> = {
  type: 'product-detail',
  title: '产品详情',
  description: 'One product (PD002): picture, name, tags, amount range, periods, description and an apply button that emits `{kind: "product", product}` (a JOIN product as JOIN_ONLY: its detail page is where it leads, so applying there registers with the partner).',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    buttonText: { type: 'string', default: '立即申请', description: 'Text of the apply button.' },
    applyAs: { ...productSchema.properties.type, description: 'Open the product as this type instead of its own (e.g. JOIN_ONLY on /product/whole-detail: register with the partner through SF204).' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type ProductDetailProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type ProductDetailInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** PD002's answer: one product (amounts in cents; schemas/api/defs/product.json). */
export type DetailProduct = ApiResponse<'PD002'>;

/** The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`: PD002's answer. */
export const dataSchema = PD002.response;
