-- When a throttle row stops mattering (issue #21): the end of its window or of its lock, whichever is
-- later. Rows past it are deleted in small batches (server/domain/throttle.ts sweepThrottle), so the
-- table holds only the keys of the last day, however many phones and addresses have been seen.
ALTER TABLE throttle ADD COLUMN expires_at double precision NOT NULL DEFAULT 0;
-- Rows written before this column: kept for the longest window (a day) or their lock.
UPDATE throttle SET expires_at = GREATEST(window_start + 86400000, locked_until);
CREATE INDEX throttle_expires_at ON throttle (expires_at);
