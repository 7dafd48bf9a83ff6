import type { FromSchema } from 'json-schema-to-ts';
import { FORM_IDS } from '@/forms/catalog/form-ids';
import { anyAction } from '@widgets/shared/action-schema';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'form'> = {
  type: 'form',
  title: '表单',
  description:
    'A registered form (SchemaForm: schemas/forms/*.json) checked with its precompiled validator and Chinese messages. Data (optional): initial values. Submitting calls `submit.api` with the values (or, when `record.id` is set, loads that record and submits `record.submit.api` with its id), then emits `success`. A failed submit keeps the values and shows the server message.',
  data: 'optional',
  kind: 'feature',
};

const call = {
  type: 'object',
  required: ['api'],
  properties: {
    api: { type: 'string', pattern: '^[A-Z]{2}\\d{3}$' },
    params: { type: 'object' },
  },
  additionalProperties: false,
} as const;

export const propsSchema = {
  type: 'object',
  required: ['form'],
  properties: {
    form: { enum: FORM_IDS, description: 'Id of a form in src/forms/catalog (schemas/forms/<id>.json).' },
    submitText: { type: 'string', default: '提交', description: 'Submit button text.' },
    submit: { ...call, description: 'Gateway call made with the form values (plus `params`).' },
    record: {
      type: 'object',
      description: 'Edit an existing record: when `id` is set (e.g. `{"$query": "id"}`), it is found in the list `load` answers and submitted with `submit` plus its id.',
      required: ['load', 'submit'],
      properties: {
        id: { type: ['string', 'integer'], description: 'Id of the record; empty means add a new one with the top-level `submit`.' },
        load: { ...call, properties: { ...call.properties, path: { type: 'string', description: 'Where the list is in the answer, e.g. `list`.' } } },
        submit: call,
      },
      additionalProperties: false,
    },
    draft: { type: 'boolean', default: false, description: 'Keep half-filled values in sessionStorage across a reload (fields marked x-sensitive are never kept).' },
    pickContacts: { type: 'boolean', default: false, description: 'In an app shell, each contact group gets 从通讯录选择 (native pickContact).' },
    successText: { type: 'string', default: '提交成功', description: 'Toast after a successful submit.' },
    success: anyAction,
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type FormProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type FormInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`: the form's initial values. */
export const dataSchema = { type: 'object' } as const;
