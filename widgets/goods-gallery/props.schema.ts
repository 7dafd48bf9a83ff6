import type { FromSchema } from 'json-schema-to-ts';
import { GD003, type ApiResponse } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'goods-gallery'> = {
  type: 'goods-gallery',
  title: '商品图集',
  description: 'The pictures of one goods item (GD003 `images`, else `image`), swiped one at a time (native scroll snap), with a 1/3 counter. Each picture\'s alt text is the goods name.',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    aspectRatio: { type: 'number', minimum: 0.5, maximum: 2, default: 1, description: 'Width divided by height of the pictures (1 is square).' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type GoodsGalleryProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type GoodsGalleryInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** GD003's answer: the goods item whose pictures the gallery shows. */
export type GalleryGoods = ApiResponse<'GD003'>;

/** The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`: GD003's answer. */
export const dataSchema = GD003.response;
