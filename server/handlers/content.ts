import type { ApiResponse } from '../../schemas/api/contract.gen';
import { paged } from '../db/paged';
import { BizError } from '../gateway/biz-error';
import type { Handler } from '../gateway/types';
import { GOODS_COLUMNS, toGoodsBrief, type GoodsRow } from '../domain/goods';
import { PRODUCT_COLUMNS, toProduct, type ProductRow } from '../domain/products';
import { dayOf, formatTime } from '../domain/time';
import { uid } from '../domain/users';

type Entry = ApiResponse<'MM004'>['list'][number]['funcList'][number];
type EntryRow = { id: number; group_id: number; name: string; icon: string; func_type: Entry['funcType']; link_type: Entry['linkType']; link_type_value: string; func_values: Entry['funcValues']; sort: number };

const MM004: Handler<'MM004'> = async ({ req, db }) => {
  const groups = await db.query<{ id: number; name: string; sort: number }>('SELECT id, name, sort FROM func_groups WHERE position = $1 ORDER BY sort, id', [req.position ?? 'HOME']);
  const entries = await db.query<EntryRow>(
    'SELECT e.* FROM func_entries e JOIN func_groups g ON g.id = e.group_id WHERE g.position = $1 ORDER BY e.sort, e.id',
    [req.position ?? 'HOME'],
  );
  return {
    list: groups.map((g) => ({
      ...g,
      funcList: entries.filter((e) => e.group_id === g.id).map((e) => ({
        id: e.id, name: e.name, icon: e.icon, funcType: e.func_type, linkType: e.link_type, linkTypeValue: e.link_type_value, funcValues: e.func_values, sort: e.sort,
      })),
    })),
  };
};

type Message = ApiResponse<'MM006'>['list'][number];
type MessageRow = { id: number; title: string; content: string; msg_type: Message['msgType']; is_read: boolean; created_at: number; user_id: number | null };
/** Lists the page as it was read, then marks the caller's unread personal messages on it as read. */
const MM006: Handler<'MM006'> = async (ctx) => {
  const userId = uid(ctx);
  const page = await paged(ctx.db, {
    columns: 'id, title, content, msg_type, is_read, created_at, user_id',
    from: 'messages',
    where: 'user_id = $1 OR user_id IS NULL',
    params: [userId],
    orderBy: 'created_at DESC, id DESC',
  }, ctx.req, (r: MessageRow) => r);
  const personal = page.list.filter((r) => r.user_id === userId && !r.is_read).map((r) => r.id);
  if (personal.length) await ctx.db.query('UPDATE messages SET is_read = true WHERE id = ANY($1::integer[])', [personal]);
  return {
    ...page,
    list: page.list.map((r) => ({ id: r.id, title: r.title, content: r.content, msgType: r.msg_type, isRead: r.is_read || r.user_id === null ? 'Y' : 'N', createTime: formatTime(r.created_at) })),
  };
};

type Ad = ApiResponse<'BA006'>['list'][number];
type AdRow = { id: number; name: string; image: string; url_type: Ad['urlType']; query_type: Ad['queryType']; query_type_value: string; url: string; product_id: string | null };
const BA006: Handler<'BA006'> = async ({ req, db }) => {
  const ads = await db.query<AdRow>('SELECT id, name, image, url_type, query_type, query_type_value, url, product_id FROM ads WHERE position = $1 ORDER BY sort, id', [req.position]);
  const ids = ads.map((a) => a.product_id).filter((id): id is string => id !== null);
  const products = ids.length ? await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE product_id = ANY($1::text[])`, [ids]) : [];
  return {
    list: ads.map((a) => {
      const product = products.find((p) => p.product_id === a.product_id);
      return {
        id: a.id, name: a.name, image: a.image, urlType: a.url_type, queryType: a.query_type, queryTypeValue: a.query_type_value, url: a.url,
        ...(product ? { product: toProduct(product) } : {}),
      };
    }),
  };
};

const BA007: Handler<'BA007'> = async ({ req, db }) => {
  const rows = await db.query('UPDATE ads SET clicks = clicks + 1 WHERE id = $1 RETURNING id', [req.adId]);
  if (rows.length === 0) throw new BizError('2104', `广告 ${req.adId} 不存在`);
  return {};
};

const BA009: Handler<'BA009'> = async ({ db, userId }) => {
  if (userId === null) return { count: 0 };
  const [row] = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM messages WHERE user_id = $1 AND NOT is_read', [userId]);
  return { count: row?.n ?? 0 };
};

const BA012: Handler<'BA012'> = async ({ req, db, now }) => {
  const t = now();
  const rows = await db.query(
    `INSERT INTO visits (object_type, object_id, user_id, visit_type, day, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (object_type, object_id, user_id, day) WHERE visit_type = 'UV' DO NOTHING RETURNING id`,
    [req.objectType, req.objectId, req.userId, req.visitType, dayOf(t), t],
  );
  return { recorded: rows.length > 0 };
};

const MS007: Handler<'MS007'> = async ({ req, db }) => {
  const like = `%${req.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const products = await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE name ILIKE $1 OR description ILIKE $1 ORDER BY sort, id LIMIT 20`, [like]);
  const goods = await db.query<GoodsRow>(`SELECT ${GOODS_COLUMNS} FROM goods WHERE name ILIKE $1 ORDER BY sort LIMIT 20`, [like]);
  return { products: products.map(toProduct), goods: goods.map(toGoodsBrief) };
};

export const contentHandlers = { MM004, MM006, BA006, BA007, BA009, BA012, MS007 };
