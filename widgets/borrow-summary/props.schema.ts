import type { FromSchema } from 'json-schema-to-ts';
import { BM001 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'borrow-summary'> = {
  type: 'borrow-summary',
  title: '借钱概览',
  description:
    'What the user can borrow, from BM001: 最高可借 (10000 yuan and more in 万), the minimum, the periods and the monthly fee rate; 去借钱 emits navigate to `applyPath`, 借款进度 to `detailPath`. Without a granted limit (the user\'s flow is not FINISH) it offers 激活额度 (`activatePath`); a granted limit used up (less than the minimum left) reads 可用额度不足：还款后额度将恢复 with 查看账单 (`billPath`). A customer with an overdue bill (BM001 `overdue`) reads 您有逾期未还的账单，请先还款后再操作 with 去还款 (`billPath`) instead of 去借钱, as the gateway would refuse the loan (9991).',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    applyPath: { type: 'string', pattern: '^/', default: '/cash-loan-product-list', description: 'Route of 去借钱.' },
    detailPath: { type: 'string', pattern: '^/', default: '/borrow-money-detail', description: 'Route of 借款进度.' },
    activatePath: { type: 'string', pattern: '^/', default: '/credit-facilities', description: 'Route of 激活额度 when no limit is granted yet.' },
    billPath: { type: 'string', pattern: '^/', default: '/my/bill', description: 'Route of 去还款 when an overdue bill blocks borrowing, and of 查看账单 when the limit is used up.' },
  },
  additionalProperties: false,
} as const;

/** BM001's answer. */
export const dataSchema = BM001.response;

export type BorrowSummaryData = FromSchema<typeof dataSchema>;
export type BorrowSummaryProps = FromSchema<typeof propsSchema>;
export type BorrowSummaryInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
