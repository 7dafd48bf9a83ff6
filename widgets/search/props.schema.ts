import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';
import { memberCardTypeProp } from '@widgets/shared/member-card';

export const meta: WidgetMeta<'search'> = {
  type: 'search',
  title: '搜索',
  description: 'Keyword search (MS007): input and 搜索 button, products (tap emits `product`) and goods (tap goes to the goods detail /goods/detail with `spuId`), history chips kept in local storage `qsh.searchHistory`. With `link` it is only a search bar that opens the search page.',
  data: 'none',
  // With `link` a plain bar; in place, the panel shows the device's search history.
  prerender: { withProp: 'link' },
  kind: 'feature',
};

const navigate = {
  type: 'object',
  required: ['kind', 'to'],
  properties: { kind: { const: 'navigate' }, to: { type: 'string', pattern: '^/' }, query: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } } },
  additionalProperties: false,
} as const;

export const propsSchema = {
  type: 'object',
  properties: {
    placeholder: { type: 'string', default: '搜索产品或商品', description: 'Hint in the empty input.' },
    keyword: { type: 'string', description: 'Searched at once when given (bind to {"$query": "keyword"}).' },
    historyLimit: { type: 'integer', minimum: 1, maximum: 30, default: 10, description: 'Keywords kept in the history.' },
    pagePath: { type: 'string', pattern: '^/', description: 'The path of the page the search sits on: each search writes its keyword into that URL (replacing the history entry, `?keyword=`), so back from a result finds the keyword and results again (bind `keyword` to the same query).' },
    memberCardType: memberCardTypeProp("a member (any card) sees a goods item's member price as its price, the list price struck through (as goods-grid)."),
    link: { ...navigate, description: 'Entry mode: a tap on the bar emits this (e.g. to /base-search) instead of searching here.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type SearchProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type SearchInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
