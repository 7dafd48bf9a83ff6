-- Goods detail for the shop (issue #14): a picture gallery, a per-order purchase limit, units sold
-- (GD002's 销量 sort) and SKUs, each with its own specs, prices and stock. SF202 orders a SKU.
ALTER TABLE goods ADD COLUMN images jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE goods ADD COLUMN purchase_limit integer NOT NULL DEFAULT 99 CHECK (purchase_limit BETWEEN 1 AND 99);
ALTER TABLE goods ADD COLUMN sales integer NOT NULL DEFAULT 0 CHECK (sales >= 0);
CREATE TABLE goods_skus (
  sku_id text PRIMARY KEY,
  spu_id text NOT NULL REFERENCES goods(spu_id),
  specs jsonb NOT NULL,
  price integer NOT NULL CHECK (price > 0),
  member_price integer NOT NULL CHECK (member_price > 0),
  stock integer NOT NULL CHECK (stock >= 0),
  sort integer NOT NULL
);
CREATE INDEX goods_skus_by_spu ON goods_skus (spu_id, sort);
