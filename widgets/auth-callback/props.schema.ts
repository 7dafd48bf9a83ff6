import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'auth-callback'> = {
  type: 'auth-callback',
  title: '认证回调',
  description:
    'Completes an authentication hand-off: applies `token` as a login reply (the token stored, the user info loaded with SF003), then replaces the page with `redirect` when it is an in-app path, or opens it through the safe-URL gate when it is an absolute URL; without one, `fallback`. `error` shows 认证失败 with the message.',
  data: 'none',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  properties: {
    token: { type: 'string', default: '', description: 'The app token the hand-off carries (bind {"$query": "token"}).' },
    redirect: { type: 'string', default: '', description: 'Where to go afterwards (bind {"$query": "redirect"}): an in-app path, or a URL the gate allows.' },
    error: { type: 'string', default: '', description: 'A failure the other side reports (bind {"$query": "error"}).' },
    fallback: { type: 'string', pattern: '^/', default: '/my', description: 'Where to go without a usable redirect.' },
    pendingText: { type: 'string', default: '正在完成认证', description: 'Shown while the hand-off runs.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type AuthCallbackProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type AuthCallbackInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
