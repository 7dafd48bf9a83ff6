import { paged } from '../db/paged';
import { BizError } from '../gateway/biz-error';
import type { Handler } from '../gateway/types';
import { ageOn, parseIdNo } from '../domain/id-card';
import { grantedLimit, recordLimit, type LimitKind } from '../domain/limits';
import { formatTime } from '../domain/time';
import { loadUser, toUserInfo, uid } from '../domain/users';

const CR001: Handler<'CR001'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  const idNo = ctx.req.idNo.toUpperCase();
  const parsed = parseIdNo(idNo);
  if (!parsed) throw new BizError('2401', '身份证号码 idNo 不正确，请核对');
  if (ageOn(parsed.birthDate, t) < 18) throw new BizError('2402', '未满18周岁，暂不能申请授信');
  return ctx.db.transaction(async (tx) => {
    const user = await loadUser(tx, userId, true);
    if (user.flow === 'FINISH') throw new BizError('2403', '您已完成授信，无需重复认证');
    const files = await tx.query<{ id: string }>('SELECT id FROM files WHERE user_id = $1 AND id = ANY($2::text[])', [userId, [ctx.req.frontFileId, ctx.req.backFileId]]);
    if (files.length < (ctx.req.frontFileId === ctx.req.backFileId ? 1 : 2)) throw new BizError('2303', '图片不存在，请重新上传');
    const taken = await tx.query('SELECT id FROM users WHERE id_no = $1 AND id <> $2 AND NOT cancelled', [idNo, userId]);
    if (taken.length) throw new BizError('2404', '该身份证已被其他账号认证');
    await tx.query("UPDATE users SET name = $2, id_no = $3, flow = 'INFO' WHERE id = $1", [userId, ctx.req.name, idNo]);
    return toUserInfo(await loadUser(tx, userId), t);
  });
};

const CR002: Handler<'CR002'> = async (ctx) => {
  const userId = uid(ctx);
  const t = ctx.now();
  const { contact1, contact2 } = ctx.req;
  if (contact1.phone === contact2.phone) throw new BizError('2405', '两位联系人 contact1.phone 与 contact2.phone 不能相同');
  return ctx.db.transaction(async (tx) => {
    const user = await loadUser(tx, userId, true);
    if (user.flow === 'IDCARD') throw new BizError('2406', '请先完成身份证认证');
    if (user.flow === 'FINISH') throw new BizError('2403', '您已完成授信，无需重复提交');
    if (contact1.phone === user.phone || contact2.phone === user.phone) throw new BizError('2407', '联系人手机号不能是本人手机号');
    const limit = grantedLimit(ctx.req.annualIncome, ctx.req.housingStatus);
    await tx.query("UPDATE users SET flow = 'FINISH', profile = $2::jsonb, credit_limit = $3 WHERE id = $1", [userId, JSON.stringify(ctx.req), limit]);
    await recordLimit(tx, userId, 'GRANT', limit, '授信成功，获得额度', t);
    return { flow: 'FINISH' as const, creditLimit: limit, available: limit };
  });
};

async function summary(ctx: Parameters<Handler<'CR003'>>[0]) {
  const user = await loadUser(ctx.db, uid(ctx));
  return {
    creditLimit: user.credit_limit,
    used: user.credit_used,
    available: user.credit_limit - user.credit_used,
    status: user.flow === 'FINISH' ? ('ACTIVE' as const) : ('NONE' as const),
    flow: user.flow,
  };
}

const CR003: Handler<'CR003'> = summary;

const TYPE_NAMES = { 1: '信用购', 2: '消费分期', 3: '现金借款' } as const;
const CR004: Handler<'CR004'> = async (ctx) => {
  const base = await summary(ctx);
  const rows = await ctx.db.query<{ product_type: 1 | 2 | 3; used: number }>(
    "SELECT product_type, sum(principal)::integer AS used FROM bills WHERE user_id = $1 AND status = 'UNPAID' GROUP BY product_type",
    [uid(ctx)],
  );
  const items = ([1, 2, 3] as const).map((type) => ({ productType: type, name: TYPE_NAMES[type], used: rows.find((r) => r.product_type === type)?.used ?? 0 }));
  return { ...base, items };
};

type LimitRecordRow = { id: number; kind: LimitKind; change: number; remark: string; created_at: number };
const CR005: Handler<'CR005'> = async (ctx) =>
  paged(ctx.db, {
    columns: 'id, kind, change, remark, created_at',
    from: 'limit_records',
    where: 'user_id = $1',
    params: [uid(ctx)],
    orderBy: 'id DESC',
  }, ctx.req, (r: LimitRecordRow) => ({ id: r.id, kind: r.kind, change: r.change, remark: r.remark, createTime: formatTime(r.created_at) }));

export const creditHandlers = { CR001, CR002, CR003, CR004, CR005 };
