import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'goods-grid'> = {
  type: 'goods-grid',
  title: '商品列表',
  description: 'Goods as a grid or a list, a page at a time, with member prices. Data: goods `{spuId, name, image, price, memberPrice}` (prices in cents); a tap navigates to `link` with `spuId` added to its query.',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    layout: { enum: ['grid', 'list'], default: 'grid', description: 'Two-column grid or one item per row.' },
    columns: { type: 'integer', minimum: 2, maximum: 3, default: 2, description: 'Columns in grid layout.' },
    pageSize: { type: 'integer', minimum: 2, maximum: 100, default: 20, description: 'Items shown before 加载更多.' },
    link: {
      type: 'object',
      description: 'Where a tap goes; the goods `spuId` is added to the query.',
      required: ['kind', 'to'],
      properties: {
        kind: { const: 'navigate' },
        to: { type: 'string', pattern: '^/' },
        query: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;

export type GoodsGridProps = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
/** One goods item (prices in integer cents). */
export interface Goods {
  spuId: string | number;
  name: string;
  image?: string;
  price?: number;
  memberPrice?: number;
}
