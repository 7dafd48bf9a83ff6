import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'bill-pay-result'> = {
  type: 'bill-pay-result',
  title: '还款结果',
  description:
    'The final state of a repayment: polls BL001 `{"status": "ALL"}` with backoff (1 s, 2 s, 4 s; at most 4 times) until every bill of `billIds` is PAID, then 还款成功 with the amount and 查看账单 / 返回首页. Bills still unpaid: 还款未完成 with 重新还款 (`payPath?billIds=`) and 刷新; a failed poll shows the catalogue message with 刷新.',
  data: 'none',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  properties: {
    billIds: { type: 'string', description: 'The repaid bills, usually `{"$query": "billIds"}`; without any (opened by hand) it shows 未找到还款记录 with 查看账单 and polls nothing.' },
    billPath: { type: 'string', pattern: '^/', default: '/my/bill', description: 'Route of 查看账单.' },
    payPath: { type: 'string', pattern: '^/', default: '/my/bill/pay', description: 'Route of 重新还款 (gets `billIds`).' },
  },
  additionalProperties: false,
} as const;

export type BillPayResultProps = FromSchema<typeof propsSchema>;
export type BillPayResultInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
