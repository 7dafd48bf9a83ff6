import type { FromSchema } from 'json-schema-to-ts';

/** One bill as BL001 answers it (schemas/api/defs/bill.json), the fields the bill widgets read. */
export const billSchema = {
  type: 'object',
  required: ['billId', 'title', 'periodNo', 'totalPeriods', 'principal', 'fee', 'amount', 'paid', 'dueDate', 'status', 'overdueDays'],
  properties: {
    billId: { type: 'integer' },
    orderId: { type: 'string' },
    title: { type: 'string' },
    periodNo: { type: 'integer' },
    totalPeriods: { type: 'integer' },
    principal: { type: 'integer', description: '本金（分）' },
    interest: { type: 'integer', description: '利息（分）' },
    fee: { type: 'integer', description: '服务费（分）' },
    penalty: { type: 'integer', description: '罚息（分）' },
    amount: { type: 'integer', description: '应还（分）' },
    paid: { type: 'integer', description: '已还（分）' },
    dueDate: { type: 'string', description: 'yyyy-MM-dd' },
    status: { type: 'string', enum: ['UNPAID', 'PAID', 'OVERDUE'] },
    overdueDays: { type: 'integer' },
  },
} as const;

/** BL001's answer: the bills (one page or all) and the open totals. */
export const billsDataSchema = {
  type: 'object',
  required: ['list'],
  properties: {
    list: { type: 'array', items: billSchema },
    totalDue: { type: 'integer', description: '待还合计（分）' },
    overdueCount: { type: 'integer' },
    total: { type: 'integer' },
    pageNum: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
} as const;

export type Bill = FromSchema<typeof billSchema>;
export type Bills = FromSchema<typeof billsDataSchema>;

/** What is still owed on a bill (cents). */
export const owed = (b: Bill): number => (b.status === 'PAID' ? 0 : b.amount - b.paid);

/** 已逾期N天 / 待还款 / 已还清. */
export function billStatusText(b: Bill): string {
  if (b.status === 'OVERDUE') return `已逾期${b.overdueDays}天`;
  return b.status === 'PAID' ? '已还清' : '待还款';
}

/** billIds query value: "3,1,2" -> [3, 1, 2] (positive integers only, no repeats). */
export function parseBillIds(text: string): number[] {
  const ids = text.split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)];
}
