-- Gift cards: an equity that delivers a card names the card's face value (京东E卡 50 元: 5000),
-- which the card shows instead of the price paid for it; a delivered card knows the order that
-- bought it, and a refund of that order voids it (voided_at), so it leaves the card lists.
ALTER TABLE equities ADD COLUMN face_value integer CHECK (face_value > 0);
UPDATE equities SET face_value = 5000 WHERE id = 3 AND card_kind = 'JD';
ALTER TABLE equities ADD CONSTRAINT equities_card_face_value CHECK (card_kind IS NULL OR face_value IS NOT NULL);
ALTER TABLE card_secrets ADD COLUMN order_id text;
ALTER TABLE card_secrets ADD COLUMN voided_at double precision;
UPDATE card_secrets c SET order_id = o.id FROM orders o
  WHERE o.user_id = c.user_id AND o.extra->>'kind' = 'EQUITY' AND c.card_no = c.card_kind || right(o.id, 10);
UPDATE card_secrets c SET face_value = e.face_value FROM orders o JOIN equities e ON e.id::text = o.ref_id
  WHERE c.order_id = o.id AND e.face_value IS NOT NULL;
UPDATE card_secrets c SET voided_at = o.updated_at FROM orders o WHERE c.order_id = o.id AND o.status = 'REFUND';
CREATE INDEX card_secrets_order ON card_secrets (order_id);
