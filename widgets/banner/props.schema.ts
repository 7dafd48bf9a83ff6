import type { FromSchema } from 'json-schema-to-ts';
import type { Ad } from '@/actions/types';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'banner'> = {
  type: 'banner',
  title: '轮播广告',
  description: 'Swipeable ad images (native scroll snap) with page dots; autoplay pauses while the user touches them. Data: a list of ads (spec Ad plus `imgUrl` or `image` from BA006); a tap emits `{kind: "ad", ad}`.',
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
/** An ad as the banner shows it. */
export type BannerAd = Ad & { imgUrl?: string; image?: string };

/**
 * The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`
 * against the apiCode's response schema or a static `value`: a list of ads (each with `urlType`), or an answer shaped `{ list: [...] }`.
 */
export const dataSchema = {
  anyOf: [
    { type: 'array', items: { type: 'object', required: ['urlType'] } },
    { type: 'object', required: ['list'], properties: { list: { type: 'array', items: { type: 'object', required: ['urlType'] } } } },
  ],
} as const;
