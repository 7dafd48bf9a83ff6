-- The card a drawn cash loan was paid to (CL005's bankCardId, else the user's default card), kept as
-- it read then (bank name and masked number), so CL003/CL004 can name it after the card is unbound.
-- NULL for loans not drawn yet, drawn with no card bound, and older rows.
ALTER TABLE cash_loans ADD COLUMN card_bank_name text;
ALTER TABLE cash_loans ADD COLUMN card_masked_no text;
