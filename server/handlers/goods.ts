import { paged } from '../db/paged';
import { BizError } from '../gateway/biz-error';
import type { Handler } from '../gateway/types';
import { GOODS_COLUMNS, skusOf, toGoodsBrief, toSku, type GoodsRow } from '../domain/goods';
import { activeCard, loadUser } from '../domain/users';

type CategoryRow = { id: number; parent_id: number | null; name: string; icon: string };

const GD001: Handler<'GD001'> = async ({ db }) => {
  const rows = await db.query<CategoryRow>('SELECT id, parent_id, name, icon FROM categories ORDER BY sort, id');
  return {
    list: rows.filter((r) => r.parent_id === null).map((r) => ({
      id: r.id, name: r.name, icon: r.icon,
      children: rows.filter((c) => c.parent_id === r.id).map((c) => ({ id: c.id, name: c.name, icon: c.icon })),
    })),
  };
};

/** GD002's sorts: 综合 is the shop's own order; ties keep it. */
const ORDER_BY: Record<NonNullable<Parameters<Handler<'GD002'>>[0]['req']['sort']>, string> = {
  DEFAULT: 'sort, spu_id',
  PRICE_ASC: 'price, sort, spu_id',
  PRICE_DESC: 'price DESC, sort, spu_id',
  SALES: 'sales DESC, sort, spu_id',
};

/** A category's goods (its own and its sub-categories'), or the whole shop without categoryId. */
const GD002: Handler<'GD002'> = async ({ req, db }) => {
  const categoryId = req.categoryId === undefined ? undefined : Number(req.categoryId);
  return paged(db, {
    columns: GOODS_COLUMNS,
    from: 'goods',
    where: categoryId === undefined ? 'TRUE' : 'category_id IN (SELECT id FROM categories WHERE id = $1 OR parent_id = $1)',
    params: categoryId === undefined ? [] : [categoryId],
    orderBy: ORDER_BY[req.sort ?? 'DEFAULT'],
  }, req, toGoodsBrief);
};

const GD003: Handler<'GD003'> = async (ctx) => {
  const [row] = await ctx.db.query<GoodsRow>(`SELECT ${GOODS_COLUMNS} FROM goods WHERE spu_id = $1`, [ctx.req.spuId]);
  if (!row) throw new BizError('2801', `商品 ${ctx.req.spuId} 不存在`);
  const member = ctx.userId !== null && activeCard(await loadUser(ctx.db, ctx.userId), ctx.now()) !== 'NONE';
  const skus = (await skusOf(ctx.db, row.spu_id)).map((sku) => toSku(sku, member));
  return {
    ...toGoodsBrief(row), description: row.description, payPrice: member ? row.member_price : row.price,
    images: row.images.length > 0 ? row.images : [row.image], purchaseLimit: row.purchase_limit, skus,
  };
};

const byRegion = (db: Parameters<Handler<'GD004'>>[0]['db'], region: string) =>
  db.query<GoodsRow>(`SELECT ${GOODS_COLUMNS} FROM goods WHERE region_type = $1 ORDER BY sort`, [region]);

const GD004: Handler<'GD004'> = async ({ db }) => ({ list: (await byRegion(db, 'GIFT_BAG')).map(toGoodsBrief) });

const GD005: Handler<'GD005'> = async ({ req, db }) => ({ regionType: req.regionType, list: (await byRegion(db, req.regionType)).map(toGoodsBrief) });

export const goodsHandlers = { GD001, GD002, GD003, GD004, GD005 };
