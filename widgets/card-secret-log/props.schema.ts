import type { FromSchema } from 'json-schema-to-ts';
import { CP003 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'card-secret-log'> = {
  type: 'card-secret-log',
  title: '卡密提取记录',
  description:
    'Card secret retrievals, newest first, from its data source: declare `"data": {"api": "CP003", "params": {"pageSize": 10}}` (later pages load as the user scrolls). Each shows the card name, 提取卡密 and the time; a tap emits navigate to `cardPath?cardId=` to retrieve it again. With none: `emptyText` and `emptyDescription`.',
  data: 'required',
  ownEmpty: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    cardPath: { type: 'string', pattern: '^/', default: '/my/cardpwd/retrieve', description: 'Route a tapped record opens (gets `cardId`).' },
    emptyText: { type: 'string', default: '暂无提取记录', description: 'Shown when nothing was retrieved yet.' },
    emptyDescription: { type: 'string', default: '提取卡密后，记录会显示在这里', description: 'Line under it.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type CardSecretLogProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them. */
export type CardSecretLogInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** The data the widget expects: one or more pages of CP003 (later pages appended to `list`). */
export const dataSchema = CP003.response;

export type RetrieveLogPage = FromSchema<typeof dataSchema>;
