import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'account-cancel'> = {
  type: 'account-cancel',
  title: '注销账户',
  description:
    'Account cancellation: the conditions of UC014 each checked against the gateway (无未结清的账单, 无进行中的订单, 账户余额为零, with 重新检测), an SMS code to the account phone (BA002), a tick and a last confirm, then UC011; on success the session ends here and in the app (action logout, endSession false) and the page is replaced with `doneTo`.',
  data: 'none',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  properties: {
    notice: {
      type: 'string',
      default: '注销后，您的账户信息、授信额度、积分、优惠券与会员权益将被清除且无法恢复；该手机号可重新注册为新用户。',
      description: 'What cancelling means, shown above the conditions.',
    },
    doneTo: { type: 'string', pattern: '^/', default: '/', description: 'Where the user lands once the account is cancelled.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type AccountCancelProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type AccountCancelInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** One condition as UC014 answers it. */
export interface CancelCondition {
  key: 'BILLS' | 'ORDERS' | 'BALANCE';
  title: string;
  passed: 'Y' | 'N';
  detail: string;
}

/** UC014. */
export interface CancelConditions {
  list: CancelCondition[];
  canCancel: 'Y' | 'N';
}
