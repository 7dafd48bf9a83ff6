import type { Queryable } from '../db/db';
import { BizError } from '../gateway/biz-error';

/** A bound card as the money paths name it. */
export interface CardRow {
  id: number;
  last4: string;
  bank_name: string;
  masked_no: string;
}

/** The user's card by id, or the default card; null when there is none. */
export async function findCard(q: Queryable, userId: number, cardId?: number): Promise<CardRow | null> {
  const rows = cardId
    ? await q.query<CardRow>('SELECT id, last4, bank_name, masked_no FROM bank_cards WHERE user_id = $1 AND id = $2', [userId, cardId])
    : await q.query<CardRow>("SELECT id, last4, bank_name, masked_no FROM bank_cards WHERE user_id = $1 ORDER BY is_default = 'Y' DESC, id LIMIT 1", [userId]);
  return rows[0] ?? null;
}

/** The user's card by id, or the default card; 2701 when none is bound. */
export async function requireCard(q: Queryable, userId: number, cardId?: number): Promise<CardRow> {
  const card = await findCard(q, userId, cardId);
  if (!card) throw new BizError('2701', cardId ? `银行卡 ${cardId} 不存在` : '请先绑定银行卡');
  return card;
}
