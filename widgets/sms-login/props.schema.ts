import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'sms-login'> = {
  type: 'sms-login',
  title: '短信登录',
  description:
    'Phone + SMS code login (BA002 with a 60 s resend countdown, then BA003) with the agreements to accept. In demo mode BA002 answers `devCode`, shown as a small hint. Once the user is logged in (here or by one-key login) it goes to `redirect` (an in-app path; default /my).',
  data: 'none',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  properties: {
    scene: { enum: ['LOGIN', 'REGISTER'], default: 'LOGIN', description: 'BA002 scene.' },
    redirect: { type: 'string', default: '/my', description: 'Where to go after login: an in-app path with an optional query (e.g. `{"$query": "redirect", "default": "/my"}`).' },
    submitText: { type: 'string', default: '登录', description: 'Submit button text.' },
    agreements: {
      type: 'array',
      description: 'Agreements the user accepts (links to /agreement/<key>).',
      default: [
        { title: '《用户注册协议》', key: 'register' },
        { title: '《隐私政策》', key: 'privacy' },
      ],
      items: {
        type: 'object',
        required: ['title', 'key'],
        properties: { title: { type: 'string' }, key: { type: 'string', pattern: '^[a-z_]+$' } },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type SmsLoginProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type SmsLoginInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
