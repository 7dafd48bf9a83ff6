-- Times are epoch milliseconds (double precision), money is integer cents.
CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL UNIQUE,
  name text,
  id_no text,
  flow text NOT NULL DEFAULT 'IDCARD' CHECK (flow IN ('IDCARD', 'INFO', 'FINISH')),
  profile jsonb,
  member_card_type text NOT NULL DEFAULT 'NONE',
  member_expire_at double precision,
  points integer NOT NULL DEFAULT 0 CHECK (points >= 0),
  balance integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
  credit_limit integer NOT NULL DEFAULT 0 CHECK (credit_limit >= 0),
  credit_used integer NOT NULL DEFAULT 0 CHECK (credit_used >= 0 AND credit_used <= credit_limit),
  pay_pwd_hash text,
  cancelled boolean NOT NULL DEFAULT false,
  created_at double precision NOT NULL
);
CREATE TABLE sms_codes (
  phone text PRIMARY KEY,
  code text NOT NULL,
  sent_at double precision NOT NULL,
  expires_at double precision NOT NULL,
  used boolean NOT NULL DEFAULT false
);
CREATE TABLE sessions (
  token text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  expires_at double precision NOT NULL
);
CREATE TABLE files (
  id text PRIMARY KEY,
  user_id integer,
  file_name text NOT NULL,
  content_type text NOT NULL,
  data text NOT NULL,
  created_at double precision NOT NULL
);
CREATE TABLE idempotency (
  user_id integer NOT NULL,
  api_code text NOT NULL,
  key text NOT NULL,
  response jsonb,
  PRIMARY KEY (user_id, api_code, key)
);
CREATE TABLE app_config (key text PRIMARY KEY, value text NOT NULL, description text NOT NULL);
CREATE TABLE agreements (key text PRIMARY KEY, title text NOT NULL, content text NOT NULL);
CREATE TABLE app_versions (
  os_type text PRIMARY KEY, version_name text NOT NULL, version_num integer NOT NULL,
  necessary text NOT NULL, content text NOT NULL, download_url text NOT NULL
);
CREATE TABLE tabbar (id integer PRIMARY KEY, name text NOT NULL, url text NOT NULL, icon text NOT NULL, active_icon text NOT NULL);
CREATE TABLE products (
  id integer PRIMARY KEY,
  product_id text NOT NULL UNIQUE,
  type text NOT NULL,
  product_type integer NOT NULL,
  name text NOT NULL,
  link text NOT NULL,
  is_credit text NOT NULL CHECK (is_credit IN ('Y', 'N')),
  image text NOT NULL,
  description text NOT NULL,
  min_amount integer NOT NULL,
  max_amount integer NOT NULL,
  periods jsonb NOT NULL,
  tags jsonb NOT NULL,
  positions jsonb NOT NULL,
  sort integer NOT NULL
);
CREATE TABLE ads (
  id integer PRIMARY KEY, position text NOT NULL, name text NOT NULL, image text NOT NULL,
  url_type text NOT NULL, query_type text NOT NULL, query_type_value text NOT NULL, url text NOT NULL,
  product_id text, sort integer NOT NULL, clicks integer NOT NULL DEFAULT 0
);
CREATE TABLE func_groups (id integer PRIMARY KEY, position text NOT NULL, name text NOT NULL, sort integer NOT NULL);
CREATE TABLE func_entries (
  id integer PRIMARY KEY, group_id integer NOT NULL REFERENCES func_groups(id), name text NOT NULL, icon text NOT NULL,
  func_type text NOT NULL, link_type text NOT NULL, link_type_value text NOT NULL, func_values jsonb NOT NULL, sort integer NOT NULL
);
CREATE TABLE messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, user_id integer, title text NOT NULL, content text NOT NULL,
  msg_type text NOT NULL, is_read boolean NOT NULL DEFAULT false, created_at double precision NOT NULL
);
CREATE TABLE visits (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, object_type text NOT NULL, object_id text NOT NULL,
  user_id text NOT NULL, visit_type text NOT NULL, day text NOT NULL, created_at double precision NOT NULL
);
CREATE UNIQUE INDEX visits_uv_once ON visits (object_type, object_id, user_id, day) WHERE visit_type = 'UV';
CREATE TABLE categories (id integer PRIMARY KEY, parent_id integer, name text NOT NULL, icon text NOT NULL, sort integer NOT NULL);
CREATE TABLE goods (
  spu_id text PRIMARY KEY, category_id integer NOT NULL REFERENCES categories(id), name text NOT NULL, image text NOT NULL,
  price integer NOT NULL CHECK (price > 0), member_price integer NOT NULL CHECK (member_price > 0),
  region_type text NOT NULL, preferential_type text NOT NULL, card_type text NOT NULL,
  stock integer NOT NULL CHECK (stock >= 0), description text NOT NULL, sort integer NOT NULL
);
CREATE TABLE member_cards (
  card_type text PRIMARY KEY, name text NOT NULL, days integer NOT NULL, sort integer NOT NULL,
  price integer NOT NULL, original_price integer NOT NULL, is_default text NOT NULL, rights jsonb NOT NULL
);
CREATE TABLE equities (
  id integer PRIMARY KEY, name text NOT NULL, image text NOT NULL, description text NOT NULL,
  price integer NOT NULL, member_only text NOT NULL, finance text NOT NULL, sort integer NOT NULL
);
CREATE TABLE orders (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  scene text NOT NULL,
  ref_id text NOT NULL,
  title text NOT NULL,
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity > 0),
  amount integer NOT NULL CHECK (amount >= 0),
  discount integer NOT NULL DEFAULT 0,
  periods integer NOT NULL DEFAULT 1,
  status text NOT NULL,
  channel_status text NOT NULL,
  pay_type text,
  coupon_id integer,
  address jsonb,
  extra jsonb NOT NULL DEFAULT '{}',
  created_at double precision NOT NULL,
  updated_at double precision NOT NULL
);
CREATE INDEX orders_user ON orders (user_id, created_at);
CREATE TABLE pre_orders (
  id text PRIMARY KEY, user_id integer NOT NULL, product_id text NOT NULL, amount integer NOT NULL,
  periods integer NOT NULL, purpose text NOT NULL, created_at double precision NOT NULL
);
CREATE TABLE payments (
  id text PRIMARY KEY, order_id text NOT NULL REFERENCES orders(id), user_id integer NOT NULL,
  pay_type text NOT NULL, amount integer NOT NULL CHECK (amount >= 0), status text NOT NULL, created_at double precision NOT NULL
);
CREATE UNIQUE INDEX payments_one_success ON payments (order_id) WHERE status = 'SUCCESS';
CREATE TABLE bills (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, user_id integer NOT NULL REFERENCES users(id), order_id text,
  title text NOT NULL, product_type integer NOT NULL, period_no integer NOT NULL, total_periods integer NOT NULL,
  principal integer NOT NULL CHECK (principal >= 0), fee integer NOT NULL CHECK (fee >= 0),
  paid integer NOT NULL DEFAULT 0, due_date text NOT NULL, status text NOT NULL CHECK (status IN ('UNPAID', 'PAID')),
  CHECK (paid >= 0 AND paid <= principal + fee)
);
CREATE TABLE point_records (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, user_id integer NOT NULL, change integer NOT NULL,
  reason text NOT NULL, created_at double precision NOT NULL
);
CREATE TABLE balance_records (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, user_id integer NOT NULL, change integer NOT NULL,
  kind text NOT NULL, remark text NOT NULL, created_at double precision NOT NULL
);
CREATE TABLE exchange_items (id integer PRIMARY KEY, name text NOT NULL, image text NOT NULL, points integer NOT NULL CHECK (points > 0), coupon_amount integer NOT NULL, coupon_threshold integer NOT NULL);
CREATE TABLE coupons (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, user_id integer NOT NULL, name text NOT NULL, amount integer NOT NULL,
  threshold integer NOT NULL, status text NOT NULL CHECK (status IN ('UNUSED', 'USED', 'EXPIRED')), expire_at double precision NOT NULL
);
CREATE TABLE bank_cards (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, user_id integer NOT NULL, bank_name text NOT NULL, masked_no text NOT NULL,
  last4 text NOT NULL, card_type text NOT NULL, phone text NOT NULL, is_default text NOT NULL, created_at double precision NOT NULL
);
CREATE TABLE card_secrets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, user_id integer NOT NULL, card_kind text NOT NULL, name text NOT NULL,
  card_no text NOT NULL, secret text NOT NULL, face_value integer NOT NULL, retrieved boolean NOT NULL DEFAULT false, created_at double precision NOT NULL
);
CREATE TABLE card_secret_logs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, user_id integer NOT NULL, card_id integer NOT NULL, action text NOT NULL, created_at double precision NOT NULL
);
CREATE TABLE topup_products (id integer PRIMARY KEY, name text NOT NULL, face_value integer NOT NULL, price integer NOT NULL, operator text NOT NULL);
CREATE TABLE addresses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, user_id integer NOT NULL, name text NOT NULL, tel text NOT NULL,
  province text NOT NULL, city text NOT NULL, county text NOT NULL, country text NOT NULL, area_code text NOT NULL,
  is_default text NOT NULL, postal_code text NOT NULL, address_detail text NOT NULL
);
CREATE TABLE activities (
  id integer PRIMARY KEY, region_type text NOT NULL, title text NOT NULL, image text NOT NULL, spu_id text NOT NULL, sort integer NOT NULL
);
CREATE TABLE cash_loans (
  id text PRIMARY KEY, user_id integer NOT NULL, product_id text NOT NULL, amount integer NOT NULL CHECK (amount > 0),
  periods integer NOT NULL, purpose text NOT NULL, status text NOT NULL, created_at double precision NOT NULL, updated_at double precision NOT NULL
);
CREATE TABLE limit_records (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, user_id integer NOT NULL, kind text NOT NULL,
  change integer NOT NULL, remark text NOT NULL, created_at double precision NOT NULL
);
