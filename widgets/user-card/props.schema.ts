import type { FromSchema } from 'json-schema-to-ts';
import { anyAction } from '@widgets/shared/action-schema';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'user-card'> = {
  type: 'user-card',
  title: '用户卡片',
  description: 'The user (avatar, masked phone, member badge); bind its props to `$user`. A guest sees 登录/注册, which emits `{kind: "login"}`.',
  data: 'none',
  prerender: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    loggedIn: { type: 'boolean', default: false, description: 'Bind to {"$user": "isLoggedIn"}.' },
    phone: { type: 'string', description: 'Bind to {"$user": "info.phone"}; shown masked (138****0000).' },
    memberCardType: { type: 'string', description: 'Bind to {"$user": "info.memberCardType"}; YEAR_CARD, QUARTER_CARD, EXP_CARD show a badge.' },
    memberExpireAt: { type: 'string', description: 'Bind to {"$user": "info.memberExpireAt"}; shown as 有效期至 yyyy-MM-dd.' },
    loginText: { type: 'string', default: '登录/注册', description: 'Button text a guest sees.' },
    guestHint: { type: 'string', default: '登录后享受更多权益', description: 'Line under the button for a guest.' },
    action: { ...anyAction, description: 'What a tap on a signed-in card does (e.g. go to /my/account).' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type UserCardProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type UserCardInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
