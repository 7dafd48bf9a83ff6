-- Abuse limits (issue #21), kept in the database so every gateway process sees the same counts.
-- throttle: one counter per key ('sms-phone-day:<phone>', 'pay-pwd:<userId>', ...): hits in the
-- window that started at window_start; locked_until > now means the key is locked out.
CREATE TABLE throttle (
  key text PRIMARY KEY,
  hits integer NOT NULL CHECK (hits >= 0),
  window_start double precision NOT NULL,
  locked_until double precision NOT NULL DEFAULT 0
);
-- Wrong guesses of the SMS code now in sms_codes: the code dies after 5 (server/domain/sms.ts).
ALTER TABLE sms_codes ADD COLUMN attempts integer NOT NULL DEFAULT 0;
-- Secrets shared by the gateway processes (the key that signs short-lived file URLs).
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
