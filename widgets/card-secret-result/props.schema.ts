import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'card-secret-result'> = {
  type: 'card-secret-result',
  title: '卡密提取结果',
  description:
    'The card number and secret just retrieved for `cardId` (handed over in memory by card-retrieve; never in the URL, storage or logs). The secret is masked until 显示 is tapped; 复制 copies the card number or the secret (navigator.clipboard, else a hidden text area) and says 已复制. Without a retrieved secret (e.g. after a reload) it offers 重新提取: navigate to `retrievePath?cardId=`.',
  data: 'none',
};

export const propsSchema = {
  type: 'object',
  properties: {
    cardId: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'string', pattern: '^[1-9]\\d*$' }], description: 'The card, e.g. {"$query": "cardId"}.' },
    retrievePath: { type: 'string', pattern: '^/', default: '/my/cardpwd/retrieve', description: 'Route of 重新提取 (gets `cardId`).' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type CardSecretResultProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them. */
export type CardSecretResultInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
