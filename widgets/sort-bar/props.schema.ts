import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'sort-bar'> = {
  type: 'sort-bar',
  title: '排序栏',
  description:
    'Sort choices for a list (综合 / 价格 / 销量). The sort lives in the URL: a tap emits `{kind: "navigate", to, query: {...query, [param]: value}, replace: true}`, and the list\'s data source reads it with `{"$query": param}`, so back and reload keep it. An option with `toggle` switches between its two values on repeated taps (价格 ↑ / ↓). Bind `value` to the same query parameter.',
  data: 'none',
};

export const propsSchema = {
  type: 'object',
  required: ['to'],
  properties: {
    to: { type: 'string', pattern: '^/', description: 'The list page\'s path (the page the bar is on).' },
    param: { type: 'string', minLength: 1, default: 'sort', description: 'Query parameter that carries the sort.' },
    value: { type: 'string', default: '', description: 'The current sort; bind it: {"$query": "sort", "default": "DEFAULT"}.' },
    query: {
      type: 'object',
      additionalProperties: { type: ['string', 'number', 'boolean'] },
      default: {},
      description: 'Other query parameters to keep, e.g. {"categoryId": {"$query": "categoryId", "default": ""}}; empty values are left out.',
    },
    options: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['label', 'value'],
        properties: {
          label: { type: 'string', minLength: 1 },
          value: { type: 'string', minLength: 1, description: 'Sort value of the first tap.' },
          toggle: { type: 'string', minLength: 1, description: 'Sort value of the next tap (the opposite direction).' },
        },
        additionalProperties: false,
      },
      default: [
        { label: '综合', value: 'DEFAULT' },
        { label: '价格', value: 'PRICE_ASC', toggle: 'PRICE_DESC' },
        { label: '销量', value: 'SALES' },
      ],
      description: 'The choices, left to right (GD002 sorts by default).',
    },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type SortBarProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type SortBarInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
