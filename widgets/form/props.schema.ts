import type { FromSchema } from 'json-schema-to-ts';
import { FORM_IDS } from '@/forms/catalog';
import { anyAction } from '../shared/action-schema';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'form'> = {
  type: 'form',
  title: '表单',
  description: 'A registered form (SchemaForm) checked with its precompiled validator and Chinese messages. Data (optional): initial values. Submitting calls `submit.api` with the values, then emits `success`.',
  data: 'optional',
};

export const propsSchema = {
  type: 'object',
  required: ['form'],
  properties: {
    form: { enum: FORM_IDS, description: 'Id of a form in src/forms/catalog.' },
    submitText: { type: 'string', default: '提交', description: 'Submit button text.' },
    submit: {
      type: 'object',
      required: ['api'],
      description: 'Gateway call made with the form values (plus `params`).',
      properties: {
        api: { type: 'string', pattern: '^[A-Z]{2}\\d{3}$' },
        params: { type: 'object' },
      },
      additionalProperties: false,
    },
    successText: { type: 'string', default: '提交成功', description: 'Toast after a successful submit.' },
    success: anyAction,
  },
  additionalProperties: false,
} as const;

export type FormProps = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
