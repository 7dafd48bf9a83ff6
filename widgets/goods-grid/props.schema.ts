import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'goods-grid'> = {
  type: 'goods-grid',
  title: '商品列表',
  description: 'Goods as a grid or a list, with member prices. Data: goods `{spuId, name, image, price, memberPrice}` (prices in cents); a tap navigates to `link` with `spuId` added to its query. A paged source (GD002 `{list, total, pageNum, pageSize}`) loads its next page as the user scrolls.',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    layout: { enum: ['grid', 'list'], default: 'grid', description: 'Two-column grid or one item per row.' },
    columns: { type: 'integer', minimum: 2, maximum: 3, default: 2, description: 'Columns in grid layout.' },
    memberCardType: { type: 'string', default: 'NONE', description: 'The user\'s card, e.g. {"$user": "info.memberCardType"}: a member (any card) sees the member price as the price, the list price struck through.' },
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

/** Props as the component receives them: the renderer has filled in every default. */
export type GoodsGridProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type GoodsGridInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
/** One goods item (prices in integer cents). */
export interface Goods {
  spuId: string | number;
  name: string;
  image?: string;
  price?: number;
  memberPrice?: number;
}

/**
 * The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`
 * against the apiCode's response schema or a static `value`: a list of goods (each with `spuId` and `name`), or an answer shaped `{ list: [...] }`.
 */
export const dataSchema = {
  anyOf: [
    { type: 'array', items: { type: 'object', required: ['spuId', 'name'] } },
    { type: 'object', required: ['list'], properties: { list: { type: 'array', items: { type: 'object', required: ['spuId', 'name'] } } } },
  ],
} as const;
