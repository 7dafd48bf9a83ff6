import type { ApiResponse } from '../../schemas/api/contract.gen';
import type { Queryable } from '../db/db';

export type GoodsBrief = ApiResponse<'MS007'>['goods'][number];
export type GoodsSku = ApiResponse<'GD003'>['skus'][number];

export interface GoodsRow {
  spu_id: string;
  category_id: number;
  name: string;
  image: string;
  price: number;
  member_price: number;
  region_type: string;
  preferential_type: GoodsBrief['preferentialType'];
  card_type: GoodsBrief['cardType'];
  stock: number;
  description: string;
  images: string[];
  purchase_limit: number;
  sales: number;
}

export interface SkuRow {
  sku_id: string;
  spu_id: string;
  specs: GoodsSku['specs'];
  price: number;
  member_price: number;
  stock: number;
}

export const GOODS_COLUMNS = 'spu_id, category_id, name, image, price, member_price, region_type, preferential_type, card_type, stock, description, images, purchase_limit, sales';

export const SKU_COLUMNS = 'sku_id, spu_id, specs, price, member_price, stock';

export function toGoodsBrief(r: GoodsRow): GoodsBrief {
  return {
    spuId: r.spu_id, name: r.name, image: r.image, price: r.price, memberPrice: r.member_price, regionType: r.region_type,
    preferentialType: r.preferential_type, cardType: r.card_type, categoryId: r.category_id, stock: r.stock, sales: r.sales,
  };
}

/** A goods item's SKUs in their display order. */
export function skusOf(q: Queryable, spuId: string): Promise<SkuRow[]> {
  return q.query<SkuRow>(`SELECT ${SKU_COLUMNS} FROM goods_skus WHERE spu_id = $1 ORDER BY sort, sku_id`, [spuId]);
}

/** A SKU as GD003 answers it; `member` says whether the caller pays member prices. */
export function toSku(r: SkuRow, member: boolean): GoodsSku {
  return { skuId: r.sku_id, specs: r.specs, price: r.price, memberPrice: r.member_price, payPrice: member ? r.member_price : r.price, stock: r.stock };
}

/** A SKU's spec values for people: 曜石黑 / 256GB. */
export function specText(sku: Pick<SkuRow, 'specs'>): string {
  return sku.specs.map((s) => s.value).join(' / ');
}
