-- Equities that deliver a gift card (card secret) name its kind.
ALTER TABLE equities ADD COLUMN card_kind text CHECK (card_kind IN ('JD', 'GOLD'));
UPDATE equities SET card_kind = 'JD' WHERE id = 3;
