import type { FromSchema } from 'json-schema-to-ts';
import type { ApiResponse } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'cashier'> = {
  type: 'cashier',
  title: '收银台',
  description:
    'Pays one order (CS001, CS002). Shows the scene and title, the amount, a countdown to the order\'s payment deadline (SF206 createTime + `expireMinutes`), every pay type (unavailable ones disabled with the gateway\'s `reason`; the widget acts on its `reasonCode`), right under 信用购分期 when it is chosen its periods headed 分期期数 (each with what a period costs, fee included; more than one only from 1000 yuan, else disabled with 满1000元可分期; a PRODUCT order\'s confirmed periods shown fixed), the bound card for QUICKPAY (BK001: its name shown and its id sent as `bankCardId`, a choice 选择银行卡 right under it when there are several, 添加银行卡 → `addCardPath` right under it when there is none (`reasonCode` NO_CARD); back from it with a card bound, QUICKPAY with that card is chosen: widgets/shared/add-card-return.ts), 去授信 right under the credit pay types (to /credit-facilities, or /cust-info-result at flow INFO) when they wait for the activation (`reasonCode` CREDIT_INACTIVE, 请先完成授信), keeping the order for 激活成功\'s 继续支付, and 确认支付 in a bar fixed to the screen\'s foot. The pay types whose CS001 `needPassword` is Y (credit, balance and bank card: schemas/pay-password.ts) ask for the 6-digit pay password on a keypad (set first with BA002 + CP004 when the user has none). The payment carries an idempotency key reused on retry; on success, and on 2503 (the order was paid or cancelled meanwhile), it emits `navigate` to `resultPath?orderId=` (replace).',
  data: 'none',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  required: ['orderId'],
  properties: {
    orderId: { type: 'string', description: 'The order to pay, usually `{"$query": "orderId"}`.' },
    orderSource: { type: 'string', default: '', description: 'Where the order came from (`?orderSource=`); passed on to the result page.' },
    periods: { type: 'string', pattern: '^(1|3|6|12|24)?$', default: '', description: 'Preselected CREDITSALES periods (`?periods=` from the checkout); empty uses the order\'s own.' },
    expireMinutes: { type: 'integer', minimum: 1, maximum: 1440, default: 30, description: 'Minutes an order stays payable after it was created; the countdown shows what is left, then 订单已超时.' },
    resultPath: { type: 'string', pattern: '^/', default: '/pay-result', description: 'Where a successful payment goes (gets `?orderId=`); also where CS002\'s 2503 (paid or cancelled meanwhile) goes.' },
    ordersPath: { type: 'string', pattern: '^/', default: '/order-list', description: 'Where 我的订单 goes when the page has no order (no `orderId`) or the order does not exist (CS001 answers a not-found rspCode; no 重试).' },
    addCardPath: { type: 'string', pattern: '^/', default: '/my/bankcard/add', description: 'Route of 添加银行卡, shown when QUICKPAY needs a card the user has not bound.' },
    buttonText: { type: 'string', default: '确认支付', description: 'Text of the pay button.' },
  },
  additionalProperties: false,
} as const;

export type CashierProps = FromSchema<typeof propsSchema>;

/** One pay type as CS001 answers it: `reasonCode` says why it is unavailable (the cashier acts on it), `reason` is the text shown. */
export type PayOption = ApiResponse<'CS001'>['payTypes'][number];
export type PayType = PayOption['payType'];
/** CS001's unavailable reasons: NOT_SUPPORTED, CREDIT_INACTIVE, LIMIT_SHORT, BALANCE_SHORT, NO_CARD. */
export type PayReasonCode = NonNullable<PayOption['reasonCode']>;

/** CS001 as the cashier reads it (amounts in cents). */
export interface CashierInfo {
  orderId: string;
  scene: string;
  title: string;
  amount: number;
  status: string;
  balance: number;
  creditAvailable: number;
  hasPayPassword: 'Y' | 'N';
  /** SF206: the periods the order carries, its kind (a PRODUCT order's periods are fixed) and creation time. */
  periods?: number;
  kind?: string;
  createTime?: string;
  /** BK001: the cards QUICKPAY pays with. */
  cards?: CashierCard[];
  payTypes: PayOption[];
}

/** BK001's card as the cashier names it (招商银行储蓄卡（8888）). */
export interface CashierCard {
  id: number;
  bankName: string;
  last4: string;
  cardType: 'DEBIT' | 'CREDIT';
  isDefault: 'Y' | 'N';
}
