import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';
import { memberCardTypeProp } from '@widgets/shared/member-card';

export const meta: WidgetMeta<'goods-showcase'> = {
  type: 'goods-showcase',
  title: '活动商品',
  description:
    'Goods of an activity or block page as cards (two columns), a column (one per row, picture left) or a small grid (three columns), with per-item badges (0元购, 限时, 会员价, 仅剩 N 件) from the data or from props. `fields` maps the data\'s names (any goods list: GD005, AC006, GD002, static data); a tap navigates to `link` with the item id added to its query. Paged sources load more as the user scrolls.',
  data: 'required',
};

const fieldName = (fallback: string, description: string) => ({ type: 'string', minLength: 1, default: fallback, description }) as const;

export const propsSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', description: 'Heading above the goods.' },
    layout: { enum: ['card', 'column', 'grid'], default: 'card', description: 'card: two per row; column: one per row, picture left; grid: three small per row.' },
    fields: {
      type: 'object',
      description: 'Which field of each item holds what (defaults fit the goods apiCodes: spuId, name, image, price, memberPrice, stock).',
      properties: {
        id: fieldName('spuId', 'Item id, added to the link query.'),
        name: fieldName('name', 'Item name.'),
        image: fieldName('image', 'Picture URL.'),
        price: fieldName('price', 'Price in cents (shown large).'),
        originalPrice: { type: 'string', minLength: 1, description: 'Original price in cents, shown struck through (e.g. "price" when `price` is mapped to a deal price).' },
        memberPrice: fieldName('memberPrice', 'Member price in cents (shown as 会员价 when `showMemberPrice`).'),
        stock: fieldName('stock', 'Items left (for `stockHint`).'),
        tags: fieldName('tags', 'A list of texts in the item shown as badges (data-driven badges).'),
      },
      default: {},
      additionalProperties: false,
    },
    badges: {
      type: 'array',
      description: 'Badges from props: each shown on every item, or only where `field` equals (one of) `equals`.',
      default: [],
      items: {
        type: 'object',
        required: ['text'],
        properties: {
          text: { type: 'string', minLength: 1, maxLength: 8, description: 'e.g. 0元购, 限时, 会员价.' },
          field: { type: 'string', minLength: 1, description: 'Item field to test; without it the badge is on every item.' },
          equals: {
            description: 'Value (or values) of `field` that show the badge.',
            anyOf: [{ type: ['string', 'number', 'boolean'] }, { type: 'array', minItems: 1, items: { type: ['string', 'number', 'boolean'] } }],
          },
          tone: { enum: ['primary', 'warning', 'success'], default: 'primary' },
        },
        additionalProperties: false,
      },
    },
    stockHint: {
      type: 'object',
      description: 'Shows 仅剩 N 件 (or `text`, with {n}) when fewer than `below` are left, and 已抢光 at 0.',
      required: ['below'],
      properties: {
        below: { type: 'integer', minimum: 1 },
        text: { type: 'string', pattern: '\\{n\\}', default: '仅剩 {n} 件' },
      },
      additionalProperties: false,
    },
    showMemberPrice: { type: 'boolean', default: true, description: 'Show 会员价 under the price (to a guest or a user without a card).' },
    memberCardType: memberCardTypeProp('a member (any card) sees the member price as the price (会员价 ¥…), the list price struck through, as goods-grid shows it.'),
    pricePrefix: { type: 'string', maxLength: 6, description: 'Text before the price, e.g. 到手价.' },
    buttonText: { type: 'string', maxLength: 8, description: 'A button on each item, e.g. 立即抢购 (the whole item is tappable either way).' },
    link: {
      type: 'object',
      description: 'Where a tap goes; the item id is added to the query as `idParam`.',
      required: ['kind', 'to'],
      properties: {
        kind: { const: 'navigate' },
        to: { type: 'string', pattern: '^/' },
        query: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } },
      },
      additionalProperties: false,
    },
    idParam: { type: 'string', minLength: 1, default: 'spuId', description: 'Query name of the item id in `link`.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type GoodsShowcaseProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type GoodsShowcaseInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** One item: any object; `fields` says where its id, name, picture and prices are. */
export type ShowcaseItem = Record<string, unknown>;

/** A list of objects, or an answer shaped `{ list: [...] }` (field names are mapped by props, so none is required). */
export const dataSchema = {
  anyOf: [
    { type: 'array', items: { type: 'object' } },
    { type: 'object', required: ['list'], properties: { list: { type: 'array', items: { type: 'object' } } } },
  ],
} as const;
