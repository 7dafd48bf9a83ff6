import type { FromSchema } from 'json-schema-to-ts';
import { apiDefs, type ApiDef } from '@schemas/api/contract.gen';
import { listOrAnswer, pagedList } from '@widgets/shared/list-data';
import type { WidgetMeta } from '../types';
import { memberCardTypeProp } from '@widgets/shared/member-card';

export const meta: WidgetMeta<'goods-grid'> = {
  type: 'goods-grid',
  title: '商品列表',
  description: 'Goods as a grid or a list, with member prices. Data: goods (schemas/api/defs/goods-brief.json: GD002, GD004, GD005 `{list}`, or a list of them; prices in cents); a tap navigates to `link` with `spuId` added to its query. A paged source (GD002 `{list, total, pageNum, pageSize}`) loads its next page as the user scrolls.',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    layout: { enum: ['grid', 'list'], default: 'grid', description: 'grid: cards in columns; list: one per row, its picture a square at the left.' },
    columns: { type: 'integer', minimum: 2, maximum: 3, default: 2, description: 'Columns in grid layout.' },
    memberCardType: memberCardTypeProp('a member (any card) sees the member price as the price, the list price struck through.'),
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
/** One goods item as the goods apiCodes answer it (prices in integer cents; schemas/api/defs/goods-brief.json). */
export type Goods = ApiDef<'goods-brief'>;

/**
 * The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`:
 * a list of goods, or an answer shaped `{ list: [...] }` (GD002 pages it, GD005 adds its `regionType`).
 */
export const dataSchema = listOrAnswer(pagedList(apiDefs['goods-brief']));
