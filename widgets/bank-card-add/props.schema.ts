import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'bank-card-add'> = {
  type: 'bank-card-add',
  title: '添加银行卡',
  description:
    'Binds a bank card with BK002: 持卡人 from the verified identity (read-only; without one it asks to verify first), 卡号 grouped by four and Luhn-checked (the bank named from its first digits where the demo data knows it), 储蓄卡 / 信用卡, the reserved phone, an SMS code (BA002; 重新发送 after 60 s for the phone it went to: a changed phone clears the typed code and may ask at once; the demo code shown in demo mode) and the agreement. Mistakes are shown under their field and nothing typed is lost, also when the user leaves and comes back (a draft per holder: number in memory only, type, phone and agreement in sessionStorage; never the code; forgotten once bound). Success toasts 绑定成功 and emits `back`.',
  data: 'none',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  properties: {
    holderName: { type: 'string', default: '', description: 'The verified name, bind `{"$user": "info.name"}`.' },
    verifyPath: { type: 'string', pattern: '^/', default: '/credit-facilities', description: 'Where 去认证 goes when there is no verified name.' },
    agreementKey: { type: 'string', default: 'account_auth', description: 'Agreement (UC010 key) the user accepts.' },
    agreementTitle: { type: 'string', default: '《账户授权协议》', description: 'Its title in the checkbox line.' },
  },
  additionalProperties: false,
} as const;

export type BankCardAddProps = FromSchema<typeof propsSchema>;
export type BankCardAddInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
