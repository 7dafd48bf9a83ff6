-- Goods orders remember the SKU whose stock SF202 took (issue: a cancel returned only the goods'
-- stock), so SF207 gives the stock back to that SKU. NULL for orders without a SKU and older rows.
ALTER TABLE orders ADD COLUMN sku_id text;
-- What an idempotency key was first used for (a fingerprint of the request's fields, for the
-- apiCodes that ask for the check: SF202). A repeat of the key with other fields is refused (2807)
-- instead of answering the first result as if it were the new request. NULL: not checked.
ALTER TABLE idempotency ADD COLUMN request text;
