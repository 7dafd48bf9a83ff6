-- Activity games and coupon receiving (issue #18). A lottery is a wheel, a blind box or a points
-- treasure hunt; the gateway decides every prize (AC002), limited per user per day and by each
-- prize's stock. Coupon templates are handed out once per user (AC005) while their stock lasts.
CREATE TABLE lotteries (
  id integer PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('WHEEL', 'BLIND_BOX', 'TREASURE')),
  title text NOT NULL,
  rules text NOT NULL,
  start_at double precision NOT NULL,
  end_at double precision NOT NULL,
  daily_limit integer NOT NULL CHECK (daily_limit > 0),
  cost_points integer NOT NULL DEFAULT 0 CHECK (cost_points >= 0)
);
CREATE TABLE lottery_prizes (
  id integer PRIMARY KEY,
  lottery_id integer NOT NULL REFERENCES lotteries(id),
  name text NOT NULL,
  image text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('POINTS', 'COUPON', 'GOODS', 'NONE')),
  -- POINTS: points awarded; COUPON: amount in cents (threshold in coupon_threshold); GOODS / NONE: 0.
  value integer NOT NULL DEFAULT 0 CHECK (value >= 0),
  coupon_threshold integer NOT NULL DEFAULT 0,
  weight integer NOT NULL CHECK (weight > 0),
  -- NULL: unlimited (the 谢谢参与 slot).
  stock integer CHECK (stock >= 0),
  sort integer NOT NULL
);
CREATE TABLE lottery_draws (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL,
  lottery_id integer NOT NULL REFERENCES lotteries(id),
  prize_id integer NOT NULL REFERENCES lottery_prizes(id),
  day text NOT NULL,
  created_at double precision NOT NULL
);
CREATE INDEX lottery_draws_by_user_day ON lottery_draws (user_id, lottery_id, day);
CREATE TABLE coupon_templates (
  id integer PRIMARY KEY,
  batch text NOT NULL,
  name text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  threshold integer NOT NULL CHECK (threshold >= 0),
  stock integer NOT NULL CHECK (stock >= 0),
  valid_days integer NOT NULL CHECK (valid_days > 0),
  sort integer NOT NULL
);
CREATE TABLE coupon_receipts (
  user_id integer NOT NULL,
  template_id integer NOT NULL REFERENCES coupon_templates(id),
  coupon_id integer NOT NULL,
  created_at double precision NOT NULL,
  PRIMARY KEY (user_id, template_id)
);
