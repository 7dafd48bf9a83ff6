import type { ApiRequest, ApiResponse } from '../../schemas/api/contract.gen';
import type { Queryable } from '../db/db';
import { BizError } from '../gateway/biz-error';
import type { Handler } from '../gateway/types';
import { uid } from '../domain/users';

type Address = ApiResponse<'AD002'>;
type AddressRow = { id: number; name: string; tel: string; province: string; city: string; county: string; country: string; area_code: string; is_default: Address['isDefault']; postal_code: string; address_detail: string };

export const MAX_ADDRESSES = 20;

const toAddress = (r: AddressRow): Address => ({
  id: r.id, name: r.name, tel: r.tel, province: r.province, city: r.city, county: r.county, country: r.country,
  areaCode: r.area_code, isDefault: r.is_default, postalCode: r.postal_code, addressDetail: r.address_detail,
});

async function list(q: Queryable, userId: number): Promise<Address[]> {
  const rows = await q.query<AddressRow>("SELECT * FROM addresses WHERE user_id = $1 ORDER BY is_default = 'Y' DESC, id", [userId]);
  return rows.map(toAddress);
}

async function makeDefault(q: Queryable, userId: number, id: number): Promise<void> {
  await q.query("UPDATE addresses SET is_default = CASE WHEN id = $2 THEN 'Y' ELSE 'N' END WHERE user_id = $1", [userId, id]);
}

const values = (a: ApiRequest<'AD002'>) => [a.name, a.tel, a.province, a.city, a.county, a.country ?? '中国', a.areaCode, a.postalCode, a.addressDetail];

const AD001: Handler<'AD001'> = async (ctx) => ({ list: await list(ctx.db, uid(ctx)) });

const AD002: Handler<'AD002'> = async (ctx) => {
  const userId = uid(ctx);
  return ctx.db.transaction(async (tx) => {
    const existing = await list(tx, userId);
    if (existing.length >= MAX_ADDRESSES) throw new BizError('3401', `最多保存 ${MAX_ADDRESSES} 个收货地址`);
    const [row] = await tx.query<{ id: number }>(
      "INSERT INTO addresses (user_id, name, tel, province, city, county, country, area_code, postal_code, address_detail, is_default) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'N') RETURNING id",
      [userId, ...values(ctx.req)]);
    const id = row?.id ?? 0;
    if (existing.length === 0 || ctx.req.isDefault === 'Y') await makeDefault(tx, userId, id);
    const added = (await list(tx, userId)).find((a) => a.id === id);
    if (!added) throw new Error('address insert not visible');
    return added;
  });
};

const AD003: Handler<'AD003'> = async (ctx) => {
  const userId = uid(ctx);
  return ctx.db.transaction(async (tx) => {
    const updated = await tx.query(
      'UPDATE addresses SET name = $3, tel = $4, province = $5, city = $6, county = $7, country = $8, area_code = $9, postal_code = $10, address_detail = $11 WHERE id = $1 AND user_id = $2 RETURNING id',
      [ctx.req.id, userId, ...values(ctx.req)]);
    if (!updated.length) throw new BizError('2802', '收货地址不存在');
    if (ctx.req.isDefault === 'Y') await makeDefault(tx, userId, ctx.req.id);
    const found = (await list(tx, userId)).find((a) => a.id === ctx.req.id);
    if (!found) throw new Error('address update not visible');
    return found;
  });
};

const AD004: Handler<'AD004'> = async (ctx) => {
  const userId = uid(ctx);
  return ctx.db.transaction(async (tx) => {
    if (!(await list(tx, userId)).some((a) => a.id === ctx.req.id)) throw new BizError('2802', '收货地址不存在');
    await makeDefault(tx, userId, ctx.req.id);
    return { list: await list(tx, userId) };
  });
};

const AD005: Handler<'AD005'> = async (ctx) => {
  const userId = uid(ctx);
  return ctx.db.transaction(async (tx) => {
    const [gone] = await tx.query<{ is_default: string }>('DELETE FROM addresses WHERE id = $1 AND user_id = $2 RETURNING is_default', [ctx.req.id, userId]);
    if (!gone) throw new BizError('2802', '收货地址不存在');
    const rest = await list(tx, userId);
    const first = rest[0];
    if (gone.is_default === 'Y' && first) await makeDefault(tx, userId, Math.min(...rest.map((a) => a.id)));
    return { list: await list(tx, userId) };
  });
};

export const addressHandlers = { AD001, AD002, AD003, AD004, AD005 };
