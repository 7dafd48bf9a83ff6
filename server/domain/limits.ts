import type { Queryable } from '../db/db';

export type LimitKind = 'GRANT' | 'USE' | 'REPAY' | 'RELEASE';

/** Appends one line of /my/quota-detail; `change` is the change of the available limit in cents. */
export async function recordLimit(q: Queryable, userId: number, kind: LimitKind, change: number, remark: string, now: number): Promise<void> {
  await q.query('INSERT INTO limit_records (user_id, kind, change, remark, created_at) VALUES ($1, $2, $3, $4, $5)', [userId, kind, change, remark, now]);
}

const INCOME_LIMIT = [0, 300000, 500000, 800000, 1200000, 2000000, 3000000];

/** Demo credit decision: by annual income band, plus 2000 yuan for own housing. */
export function grantedLimit(annualIncome: number, housingStatus: number): number {
  return (INCOME_LIMIT[annualIncome] ?? 300000) + (housingStatus === 1 ? 200000 : 0);
}
