import type { FromSchema } from 'json-schema-to-ts';
import { BA006, type ApiDef } from '@schemas/api/contract.gen';
import { listOrAnswer } from '@widgets/shared/list-data';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'banner'> = {
  type: 'banner',
  title: '轮播广告',
  description: 'Swipeable ad images (native scroll snap) with page dots; autoplay pauses while the user touches them or an ad has the keyboard focus; each ad is a button. Data: the ads of BA006 (`{list}`, or the list at `path: "list"`), each shown by its `image`; a tap emits `{kind: "ad", ad}`.',
  data: 'required',
  prerender: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    autoplay: { type: 'boolean', default: true, description: 'Advance automatically.' },
    interval: { type: 'integer', minimum: 1000, default: 3000, description: 'Autoplay interval in ms.' },
    loop: { type: 'boolean', default: true, description: 'Wrap around after the last ad.' },
    height: { type: 'integer', minimum: 40, default: 150, description: 'Height in px (375 px wide design).' },
    rounded: { type: 'boolean', default: true, description: 'Rounded corners and side margins.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type BannerProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type BannerInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
/** An ad as BA006 answers it (schemas/api/defs/ad.json). */
export type BannerAd = ApiDef<'ad'>;

/**
 * The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`:
 * BA006's answer `{ list: [...] }`, or its list of ads (`path: "list"`).
 */
export const dataSchema = listOrAnswer(BA006.response);
