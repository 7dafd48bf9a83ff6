import type { FromSchema } from 'json-schema-to-ts';
import { GD003, type ApiResponse } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'goods-buy-panel'> = {
  type: 'goods-buy-panel',
  title: '商品购买',
  description:
    'The buying part of a goods detail (GD003): name, price and member price, a SKU picker (one row per spec; sold-out values disabled), a quantity stepper (hold − / + to repeat: after 600 ms, every 200 ms; clamped to the SKU stock and the purchase limit), an installment preview per period with the monthly payment (more than one period from 1000 yuan), the description, and a bottom bar whose button emits `{kind: "navigate", to: orderPath, query: {spuId, skuId, quantity, periods}}`.',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    buyText: { type: 'string', minLength: 1, default: '立即购买', description: 'Text of the buy button.' },
    orderPath: { type: 'string', pattern: '^/', default: '/order-apply', description: 'Where the buy button goes, with `spuId`, `skuId`, `quantity` and `periods` in its query.' },
    periods: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { enum: [1, 3, 6, 12, 24] },
      default: [1, 3, 6, 12, 24],
      description: 'Installment periods offered (months).',
    },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type GoodsBuyPanelProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type GoodsBuyPanelInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** GD003's answer: one goods item with its SKUs (prices in cents; schemas/api/defs/goods-detail.json). */
export type GoodsDetail = ApiResponse<'GD003'>;

/** The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`: GD003's answer. */
export const dataSchema = GD003.response;
