import type { Handler } from '../gateway/types';
import { findProduct, PRODUCT_COLUMNS, toProduct, type ProductRow } from '../domain/products';

const PD001: Handler<'PD001'> = async ({ req, db }) => {
  const position = req.position ?? 'ALL';
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products
     WHERE ($1 = 'ALL' OR positions @> $2::jsonb) AND ($3::integer IS NULL OR product_type = $3) ORDER BY sort, id`,
    [position, JSON.stringify([position]), req.productType ?? null],
  );
  return { list: rows.map(toProduct) };
};

const PD002: Handler<'PD002'> = async ({ req, db }) => toProduct(await findProduct(db, req.productId));

export const productHandlers = { PD001, PD002 };
