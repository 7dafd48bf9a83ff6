import type { ApiResponse } from '../../schemas/api/contract.gen';

export type GoodsBrief = ApiResponse<'MS007'>['goods'][number];

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
}

export const GOODS_COLUMNS = 'spu_id, category_id, name, image, price, member_price, region_type, preferential_type, card_type, stock, description';

export function toGoodsBrief(r: GoodsRow): GoodsBrief {
  return {
    spuId: r.spu_id, name: r.name, image: r.image, price: r.price, memberPrice: r.member_price, regionType: r.region_type,
    preferentialType: r.preferential_type, cardType: r.card_type, categoryId: r.category_id, stock: r.stock,
  };
}
