-- Runtime page publishing (issue 19, docs/operators.md). Operators are separate from customers
-- (users): their own accounts, password hashes (scrypt), sessions and roles.
CREATE TABLE operators (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('editor', 'publisher')),
  created_at double precision NOT NULL
);
-- Only the SHA-256 of a session token is stored; csrf_token guards the console's cookie session.
CREATE TABLE operator_sessions (
  token_hash text PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id),
  csrf_token text NOT NULL,
  expires_at double precision NOT NULL
);
-- Every saved page (draft or published) is a version; version is numbered per route.
CREATE TABLE page_versions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  route text NOT NULL,
  version integer NOT NULL,
  hash text NOT NULL,
  body text NOT NULL,
  created_by integer NOT NULL REFERENCES operators (id),
  created_at double precision NOT NULL,
  UNIQUE (route, version)
);
CREATE INDEX page_versions_by_hash ON page_versions (hash);
-- A publication puts a version live on its route, optionally inside [start_at, end_at) (server clock).
-- The live version of a route is its newest publication not rolled back whose window holds now.
CREATE TABLE page_publications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  route text NOT NULL,
  version_id integer NOT NULL REFERENCES page_versions (id),
  start_at double precision,
  end_at double precision,
  published_by integer NOT NULL REFERENCES operators (id),
  published_at double precision NOT NULL,
  rolled_back_at double precision
);
CREATE INDEX page_publications_by_route ON page_publications (route, id);
CREATE TABLE page_audit (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id),
  action text NOT NULL,
  route text,
  version integer,
  detail text,
  at double precision NOT NULL
);
-- The demo operators of docs/operators.md: ops / ops-demo-2026 (publisher), editor / editor-demo-2026 (editor).
INSERT INTO operators (username, password_hash, role, created_at) VALUES
  ('ops', 'scrypt$16384$8$1$ff1d42aa448697db7c6248311b710d34$d8469aaee39fc5fb7fde343f720eb284690900b90084f8f0d7bf60550dde0010e63e7561df3efcfae72df5b5c5b3c175eb692f074da6f61cd791064bd429a6a9', 'publisher', 0),
  ('editor', 'scrypt$16384$8$1$36e6c0099da76c4477555b3335e73ac5$dd96f07d2d5be1942db5b8f75e0029148a278282e07cfa12f548d3c94e3aa32b7e9c05a5b968eddccbd4c7fc3f33158d308f31f3553e0f0707e5c69eb448f6dfc', 'editor', 0);
