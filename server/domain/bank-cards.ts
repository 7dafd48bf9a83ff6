import type { Queryable } from '../db/db';
import { BizError } from '../gateway/biz-error';

/** The user's card by id, or the default card; 2701 when none is bound. */
export async function requireCard(q: Queryable, userId: number, cardId?: number): Promise<{ id: number; last4: string; bank_name: string }> {
  const rows = cardId
    ? await q.query<{ id: number; last4: string; bank_name: string }>('SELECT id, last4, bank_name FROM bank_cards WHERE user_id = $1 AND id = $2', [userId, cardId])
    : await q.query<{ id: number; last4: string; bank_name: string }>("SELECT id, last4, bank_name FROM bank_cards WHERE user_id = $1 ORDER BY is_default = 'Y' DESC, id LIMIT 1", [userId]);
  const card = rows[0];
  if (!card) throw new BizError('2701', cardId ? `银行卡 ${cardId} 不存在` : '请先绑定银行卡');
  return card;
}
