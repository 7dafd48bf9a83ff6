-- Membership and assets (issue #16). Frozen points: part of a user's points held back (shown on
-- /my/integral, never exchangeable: PT004 and OT005 use points - frozen_points). Daily sign-in
-- bonus (/bonus/index, BN001/BN002): one row per user and day, the points it gave.
ALTER TABLE users ADD COLUMN frozen_points integer NOT NULL DEFAULT 0 CHECK (frozen_points >= 0);
CREATE TABLE sign_ins (
  user_id integer NOT NULL,
  day text NOT NULL,
  points integer NOT NULL CHECK (points > 0),
  streak integer NOT NULL CHECK (streak > 0),
  created_at double precision NOT NULL,
  PRIMARY KEY (user_id, day)
);
