import type { FromSchema } from 'json-schema-to-ts';
import { GD001, type ApiResponse } from '@schemas/api/contract.gen';
import { listOrAnswer } from '@widgets/shared/list-data';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'category-tree'> = {
  type: 'category-tree',
  title: '商品分类',
  description:
    'Goods categories (GD001, two levels): top categories on a left rail, the chosen one\'s sub-categories as icons on the right, led by 全部<name> for the whole category. A tap navigates to `link` with `categoryId` added to its query.',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    link: {
      type: 'object',
      description: 'Where a tap goes; the category `categoryId` is added to the query.',
      required: ['kind', 'to'],
      properties: {
        kind: { const: 'navigate' },
        to: { type: 'string', pattern: '^/' },
        query: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] } },
      },
      additionalProperties: false,
      default: { kind: 'navigate', to: '/goods-list/goodsByCategoryId' },
    },
    showAll: { type: 'boolean', default: true, description: 'Lead the sub-categories with 全部<category name> (the whole top category).' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type CategoryTreeProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type CategoryTreeInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** A top category as GD001 answers it, with its sub-categories. */
export type Category = ApiResponse<'GD001'>['list'][number];
/** A sub-category (GD001's second level). */
export type SubCategory = Category['children'][number];

/**
 * The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`:
 * GD001's answer `{ list: [...] }`, or its list of categories.
 */
export const dataSchema = listOrAnswer(GD001.response);
