import type { FromSchema } from 'json-schema-to-ts';
import { anyAction } from '@widgets/shared/action-schema';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'credit-activation'> = {
  type: 'credit-activation',
  title: '额度激活中',
  description:
    'Waits for the credit limit after CR002: asks CR003 every `intervalMs` until its status is ACTIVE (then reloads the user info and emits `success`), at most `attempts` times; then offers 刷新 and 查看额度. A failed call shows the error with 重试.',
  data: 'none',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  properties: {
    intervalMs: { type: 'integer', minimum: 200, default: 1500, description: 'Time between two CR003 calls.' },
    attempts: { type: 'integer', minimum: 1, maximum: 60, default: 10, description: 'CR003 calls before giving up waiting.' },
    success: { ...anyAction, description: 'What happens once the limit is active (default: replace with /active-finish).' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type CreditActivationProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type CreditActivationInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
