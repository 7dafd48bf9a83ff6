import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'credit-steps'> = {
  type: 'credit-steps',
  title: '授信进度',
  description:
    'Where the user is in credit activation (flow IDCARD, INFO, FINISH) as three steps — 身份认证, 个人信息, 获得额度 — with what is pending and, unless `action` is false, a button to continue (IDCARD -> /credit-facilities, INFO -> /cust-info, FINISH -> /limit).',
  data: 'none',
};

export const propsSchema = {
  type: 'object',
  properties: {
    action: { type: 'boolean', default: true, description: 'Show the continue button.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type CreditStepsProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type CreditStepsInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
