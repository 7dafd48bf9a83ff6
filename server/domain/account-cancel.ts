import type { ApiResponse } from '../../schemas/api/contract.gen';
import type { Queryable } from '../db/db';

export type CancelCondition = ApiResponse<'UC014'>['list'][number];

/** Orders still moving: awaiting or taking payment, paid and not yet delivered, under review, partly done, refund under review. */
export const IN_PROGRESS_STATUSES = ['REPAY', 'PAYING', 'PAIED', 'VERIFY', 'PART', 'REFUND_VERIFY'] as const;

const YUAN = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money as every screen shows it (spec §9): two decimals and thousands separators, ¥1,500.00. */
function yuan(cents: number): string {
  return YUAN.format(cents / 100);
}

/** The conditions of account cancellation (UC014), in the order UC011 checks them. */
export async function cancelConditions(q: Queryable, userId: number): Promise<CancelCondition[]> {
  const [bills] = await q.query<{ n: number }>("SELECT count(*)::int AS n FROM bills WHERE user_id = $1 AND status = 'UNPAID'", [userId]);
  const [orders] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND status = ANY($2::text[])', [userId, [...IN_PROGRESS_STATUSES]]);
  const [user] = await q.query<{ balance: number }>('SELECT balance FROM users WHERE id = $1', [userId]);
  const unpaid = bills?.n ?? 0;
  const open = orders?.n ?? 0;
  const balance = user?.balance ?? 0;
  return [
    { key: 'BILLS', title: '无未结清的账单', passed: unpaid === 0 ? 'Y' : 'N', detail: unpaid === 0 ? '已结清' : `您还有 ${unpaid} 期账单未还清` },
    { key: 'ORDERS', title: '无进行中的订单', passed: open === 0 ? 'Y' : 'N', detail: open === 0 ? '无进行中的订单' : `您还有 ${open} 笔订单未完成` },
    { key: 'BALANCE', title: '账户余额为零', passed: balance === 0 ? 'Y' : 'N', detail: balance === 0 ? '余额 ¥0.00' : `余额 ¥${yuan(balance)}，请先提现` },
  ];
}

/** 110***********123X: the first 3 and the last 4 characters. */
export function maskIdNo(idNo: string): string {
  if (idNo.length <= 7) return '*'.repeat(idNo.length);
  return `${idNo.slice(0, 3)}${'*'.repeat(idNo.length - 7)}${idNo.slice(-4)}`;
}

/** 138****0000. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}
