import type { ApiResponse } from '../../schemas/api/contract.gen';
import type { Queryable } from '../db/db';
import { BizError, RSP } from '../gateway/biz-error';
import type { HandlerCtx } from '../gateway/types';
import { formatTime } from './time';

export type UserInfo = ApiResponse<'SF003'>;
type Flow = UserInfo['flow'];
type CardType = NonNullable<UserInfo['memberCardType']>;

export interface UserRow {
  id: number;
  phone: string;
  name: string | null;
  flow: Flow;
  member_card_type: CardType;
  member_expire_at: number | null;
  points: number;
  balance: number;
  credit_limit: number;
  credit_used: number;
}

/** The caller's id; the dispatcher guarantees it on auth: true apiCodes. */
export function uid(ctx: HandlerCtx<unknown>): number {
  if (ctx.userId === null) throw new BizError(RSP.noSession, '请先登录');
  return ctx.userId;
}

export async function loadUser(q: Queryable, userId: number, forUpdate = false): Promise<UserRow> {
  const [row] = await q.query<UserRow>(
    `SELECT id, phone, name, flow, member_card_type, member_expire_at, points, balance, credit_limit, credit_used FROM users WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  if (!row) throw new BizError(RSP.noSession, '用户不存在');
  return row;
}

/** Member card in force at `now` (an expired card reads as NONE). */
export function activeCard(user: UserRow, now: number): CardType {
  return user.member_card_type !== 'NONE' && (user.member_expire_at ?? 0) > now ? user.member_card_type : 'NONE';
}

export function toUserInfo(user: UserRow, now: number): UserInfo {
  const card = activeCard(user, now);
  return {
    id: String(user.id),
    phone: user.phone,
    ...(user.name ? { name: user.name } : {}),
    flow: user.flow,
    memberCardType: card,
    ...(card !== 'NONE' && user.member_expire_at ? { memberExpireAt: formatTime(user.member_expire_at) } : {}),
    permissions: ['user:*:*'],
    roles: ['customer'],
  };
}
