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

/** List order: the default address first, then by id (as `ORDER BY is_default = 'Y' DESC, id`). */
const inListOrder = (a: Address, b: Address) => (a.isDefault === b.isDefault ? a.id - b.id : a.isDefault === 'Y' ? -1 : 1);

async function list(q: Queryable, userId: number): Promise<Address[]> {
  const rows = await q.query<AddressRow>("SELECT * FROM addresses WHERE user_id = $1 ORDER BY is_default = 'Y' DESC, id", [userId]);
  return rows.map(toAddress);
}

/** Makes `id` the user's only default address; returns all their addresses as they now are, in list order. */
async function makeDefault(q: Queryable, userId: number, id: number): Promise<Address[]> {
  const rows = await q.query<AddressRow>("UPDATE addresses SET is_default = CASE WHEN id = $2 THEN 'Y' ELSE 'N' END WHERE user_id = $1 RETURNING *", [userId, id]);
  return rows.map(toAddress).sort(inListOrder);
}

const values = (a: ApiRequest<'AD002'>) => [a.name, a.tel, a.province, a.city, a.county, a.country ?? '中国', a.areaCode, a.postalCode, a.addressDetail];

const AD001: Handler<'AD001'> = async (ctx) => ({ list: await list(ctx.db, uid(ctx)) });

const AD002: Handler<'AD002'> = async (ctx) => {
  const userId = uid(ctx);
  return ctx.db.transaction(async (tx) => {
    const [count] = await tx.query<{ n: number }>('SELECT count(*)::integer AS n FROM addresses WHERE user_id = $1', [userId]);
    const existing = count?.n ?? 0;
    if (existing >= MAX_ADDRESSES) throw new BizError('3401', `最多保存 ${MAX_ADDRESSES} 个收货地址`);
    const [row] = await tx.query<AddressRow>(
      "INSERT INTO addresses (user_id, name, tel, province, city, county, country, area_code, postal_code, address_detail, is_default) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'N') RETURNING *",
      [userId, ...values(ctx.req)]);
    if (!row) throw new Error('address insert returned nothing');
    if (existing > 0 && ctx.req.isDefault !== 'Y') return toAddress(row);
    await makeDefault(tx, userId, row.id);
    return toAddress({ ...row, is_default: 'Y' });
  });
};

const AD003: Handler<'AD003'> = async (ctx) => {
  const userId = uid(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<AddressRow>(
      'UPDATE addresses SET name = $3, tel = $4, province = $5, city = $6, county = $7, country = $8, area_code = $9, postal_code = $10, address_detail = $11 WHERE id = $1 AND user_id = $2 RETURNING *',
      [ctx.req.id, userId, ...values(ctx.req)]);
    if (!row) throw new BizError('2802', '收货地址不存在');
    if (ctx.req.isDefault !== 'Y') return toAddress(row);
    await makeDefault(tx, userId, row.id);
    return toAddress({ ...row, is_default: 'Y' });
  });
};

const AD004: Handler<'AD004'> = async (ctx) => {
  const userId = uid(ctx);
  return ctx.db.transaction(async (tx) => {
    const mine = await tx.query('SELECT id FROM addresses WHERE id = $1 AND user_id = $2', [ctx.req.id, userId]);
    if (!mine.length) throw new BizError('2802', '收货地址不存在');
    return { list: await makeDefault(tx, userId, ctx.req.id) };
  });
};

/** Deleting the default address makes the oldest remaining one (lowest id) the default. */
const AD005: Handler<'AD005'> = async (ctx) => {
  const userId = uid(ctx);
  return ctx.db.transaction(async (tx) => {
    const [gone] = await tx.query<{ is_default: string }>('DELETE FROM addresses WHERE id = $1 AND user_id = $2 RETURNING is_default', [ctx.req.id, userId]);
    if (!gone) throw new BizError('2802', '收货地址不存在');
    const rest = await list(tx, userId);
    if (gone.is_default !== 'Y' || rest.length === 0) return { list: rest };
    return { list: await makeDefault(tx, userId, Math.min(...rest.map((a) => a.id))) };
  });
};

export const addressHandlers = { AD001, AD002, AD003, AD004, AD005 };
