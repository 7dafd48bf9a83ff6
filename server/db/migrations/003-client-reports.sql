-- Problems the app reports with BA030 (dropped blocks, refused data sources). client_key is who the
-- rate limit counts: 'user:<id>' with a valid token, else 'anon:<ip>|<user agent>'.
CREATE TABLE client_reports (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_key text NOT NULL,
  user_id integer,
  route text NOT NULL,
  pointer text NOT NULL,
  message text NOT NULL,
  api_code text,
  app_version text,
  user_agent text,
  client_time double precision NOT NULL,
  received_at double precision NOT NULL
);
CREATE INDEX client_reports_by_client ON client_reports (client_key, received_at);
