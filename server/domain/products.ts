import type { ApiResponse } from '../../schemas/api/contract.gen';
import type { Queryable } from '../db/db';
import { BizError } from '../gateway/biz-error';

export type Product = ApiResponse<'PD002'>;

export interface ProductRow {
  id: number;
  product_id: string;
  type: Product['type'];
  product_type: Product['productType'];
  name: string;
  link: string;
  is_credit: Product['isCredit'];
  image: string;
  description: string;
  min_amount: number;
  max_amount: number;
  periods: Product['periods'];
  tags: string[];
}

export const PRODUCT_COLUMNS = 'id, product_id, type, product_type, name, link, is_credit, image, description, min_amount, max_amount, periods, tags';

export function toProduct(r: ProductRow): Product {
  return {
    id: r.id, productId: r.product_id, type: r.type, productType: r.product_type, name: r.name, link: r.link,
    isCredit: r.is_credit, image: r.image, description: r.description, minAmount: r.min_amount, maxAmount: r.max_amount,
    periods: r.periods, tags: r.tags,
  };
}

export async function findProduct(q: Queryable, productId: string): Promise<ProductRow> {
  const [row] = await q.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE product_id = $1`, [productId]);
  if (!row) throw new BizError('2201', `产品 ${productId} 不存在`);
  return row;
}
