import type { ApiResponse } from '../../schemas/api/contract.gen';
import { cardPurchase, LOWER_CARD_MESSAGE } from '../../schemas/member-cards';
import { BizError } from '../gateway/biz-error';
import type { Handler } from '../gateway/types';
import { once } from '../domain/idempotency';
import { createOrder, listOrders, loadOrder, toOrder } from '../domain/orders';
import { assertNoOverdue } from '../domain/overdue';
import { refundOrder } from '../domain/refund';
import { DAY_MS, formatTime } from '../domain/time';
import { activeCard, loadUser, uid } from '../domain/users';

type Card = ApiResponse<'MB001'>['list'][number];
type CardRow = { card_type: Card['cardType']; name: string; days: number; sort: number; price: number; original_price: number; is_default: Card['isDefault']; rights: string[] };

/** Card rights the verify (review) variant does not show (spec §1: installment shopping, financial-product recommendation). */
export const VERIFY_HIDDEN_RIGHTS = ['分期购物', '金融产品推荐'];

const MB001: Handler<'MB001'> = async (ctx) => {
  const rows = await ctx.db.query<CardRow>('SELECT * FROM member_cards ORDER BY sort');
  const rights = (all: string[]) => (ctx.req.variant === 'verify' ? all.filter((r) => !VERIFY_HIDDEN_RIGHTS.includes(r)) : all);
  const list = rows.map((r) => ({ cardType: r.card_type, name: r.name, days: r.days, sort: r.sort, price: r.price, originalPrice: r.original_price, isDefault: r.is_default, rights: rights(r.rights) }));
  if (ctx.userId === null) return { list, current: { cardType: 'NONE' as const } };
  const user = await loadUser(ctx.db, ctx.userId);
  const card = activeCard(user, ctx.now());
  return { list, current: card === 'NONE' || !user.member_expire_at ? { cardType: card } : { cardType: card, expireTime: formatTime(user.member_expire_at) } };
};

const MB002: Handler<'MB002'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  await assertNoOverdue(ctx.db, userId, t);
  return once(ctx.db, userId, 'MB002', ctx.req.idempotencyKey, async (tx) => {
    const [card] = await tx.query<CardRow>('SELECT * FROM member_cards WHERE card_type = $1', [ctx.req.cardType]);
    if (!card) throw new BizError('2901', `会员卡 ${ctx.req.cardType} 不存在`);
    const inForce = activeCard(await loadUser(tx, userId), t);
    if (inForce !== 'NONE') {
      const [current] = await tx.query<CardRow>('SELECT * FROM member_cards WHERE card_type = $1', [inForce]);
      if (current && cardPurchase({ cardType: current.card_type, sort: current.sort }, { cardType: card.card_type, sort: card.sort }) === 'LOWER') throw new BizError('2909', LOWER_CARD_MESSAGE);
    }
    return toOrder(await createOrder(tx, { userId, scene: 'VIP_BUY', kind: 'VIP', refId: card.card_type, title: `会员${card.name}（${card.days}天）`, amount: card.price, now: t }));
  });
};

type EquityRow = { id: number; name: string; image: string; description: string; price: number; member_only: 'Y' | 'N'; finance: 'Y' | 'N' };

const EQ001: Handler<'EQ001'> = async (ctx) => {
  const rows = await ctx.db.query<EquityRow>('SELECT * FROM equities ORDER BY sort');
  return {
    list: rows
      .filter((r) => ctx.req.variant !== 'verify' || r.finance === 'N')
      .map((r) => ({ id: r.id, name: r.name, image: r.image, description: r.description, price: r.price, memberOnly: r.member_only })),
  };
};

const EQ002: Handler<'EQ002'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  await assertNoOverdue(ctx.db, userId, t);
  return once(ctx.db, userId, 'EQ002', ctx.req.idempotencyKey, async (tx) => {
    const [equity] = await tx.query<EquityRow>('SELECT * FROM equities WHERE id = $1', [ctx.req.equityId]);
    if (!equity) throw new BizError('2902', `权益 ${ctx.req.equityId} 不存在`);
    if (equity.member_only === 'Y' && activeCard(await loadUser(tx, userId), t) === 'NONE') throw new BizError('2903', '该权益仅限会员购买，请先开通会员');
    return toOrder(await createOrder(tx, { userId, scene: 'EQUITY', kind: 'EQUITY', refId: String(equity.id), title: equity.name, amount: equity.price, now: t }));
  });
};

const EQ003: Handler<'EQ003'> = async (ctx) => listOrders(ctx.db, uid(ctx), { scenes: ['EQUITY', 'VIP_BUY'] }, ctx.req);

export const RETURN_DAYS = 7;
/** Statuses EQ004 accepts (the order state machine's ways into REFUND_VERIFY). */
const REFUNDABLE: string[] = ['PAIED', 'FINISH', 'PART', 'VERIFY_NOPASS', 'REFUND_FAILED'];

const EQ004: Handler<'EQ004'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const order = await loadOrder(tx, userId, ctx.req.orderId, true);
    if (order.kind !== 'EQUITY' && order.kind !== 'VIP') throw new BizError('2904', '仅权益和会员订单可在此退款');
    if (order.status === 'REFUND_VERIFY' || order.status === 'REFUND') throw new BizError('2906', '该订单已申请退款，请勿重复提交');
    if (!REFUNDABLE.includes(order.status)) throw new BizError('2907', '该订单当前不可退款');
    if (t - order.created_at > RETURN_DAYS * DAY_MS) throw new BizError('2905', `已超过 ${RETURN_DAYS} 天退款期限`);
    await tx.query("UPDATE orders SET extra = extra || jsonb_build_object('returnReason', $2::text) WHERE id = $1", [order.id, ctx.req.reason]);
    return toOrder(await refundOrder(tx, order, t));
  });
};

export const memberHandlers = { MB001, MB002, EQ001, EQ002, EQ003, EQ004 };
