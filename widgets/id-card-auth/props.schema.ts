import type { FromSchema } from 'json-schema-to-ts';
import { anyAction } from '@widgets/shared/action-schema';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'id-card-auth'> = {
  type: 'id-card-auth',
  title: '身份证认证',
  description:
    'The ID card step of credit activation: both sides uploaded with BA004 (size and type checked), recognised with UC004, name and number confirmed by the user (GB 11643 check digit, minors refused), then CR001 (flow IDCARD -> INFO) and `success`.',
  data: 'none',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  properties: {
    maxSizeMb: { type: 'number', minimum: 1, maximum: 5, default: 5, description: 'Largest image accepted, in MB (BA004 takes at most 5).' },
    submitText: { type: 'string', default: '确认并继续', description: 'Submit button text.' },
    success: { ...anyAction, default: { kind: 'navigate', to: '/cust-info', replace: true }, description: 'What happens after CR001.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type IdCardAuthProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type IdCardAuthInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** One uploaded side: BA004's file id and URL. */
export interface UploadedSide {
  fileId: string;
  url: string;
}

/** What UC004 answers (only the fields this widget reads). */
export interface OcrResult {
  name?: string;
  idNo?: string;
  validPeriod?: string;
}
