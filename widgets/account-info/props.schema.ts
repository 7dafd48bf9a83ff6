import type { FromSchema } from 'json-schema-to-ts';
import { UC013 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'account-info'> = {
  type: 'account-info',
  title: '账户与安全',
  description:
    'The account page (UC013): masked phone and ID number, verified name (未认证 leads to the ID card step), addresses, bank cards, the pay password (设置 / 修改 with an SMS code and the keypad, CP004) and 注销账户.',
  data: 'required',
};

const path = { type: 'string', pattern: '^/' } as const;

export const propsSchema = {
  type: 'object',
  properties: {
    verifyPath: { ...path, default: '/credit-facilities', description: 'Where 未认证 leads (the ID card step).' },
    addressPath: { ...path, default: '/my/address', description: 'The address list.' },
    bankCardPath: { ...path, default: '/my/bankcard', description: 'The bank card list.' },
    cancelPath: { ...path, default: '/my/account/cancel', description: 'Account cancellation.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type AccountInfoProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type AccountInfoInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`: UC013's answer. */
export const dataSchema = UC013.response;

/** UC013 as the widget reads it. */
export type AccountData = FromSchema<typeof dataSchema>;
