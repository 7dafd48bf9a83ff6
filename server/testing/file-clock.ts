import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Mode } from '../gateway/types';

/**
 * A test clock several gateway processes share: a file holding epoch ms, read at every `now()`.
 * `TEST_CLOCK_FILE=<path>` makes server/main.ts use it (server/throttle-postgres.test.ts moves the
 * clock of two real gateway processes at once). Refused with MODE=production: a production gateway
 * always runs on the system clock.
 */
export function fileClock(path: string): () => number {
  return () => {
    const text = readFileSync(path, 'utf8').trim();
    const ms = Number(text);
    if (!Number.isFinite(ms) || text === '') throw new Error(`TEST_CLOCK_FILE ${path} holds "${text.slice(0, 40)}", not epoch milliseconds`);
    return ms;
  };
}

/** Sets a file clock; the rename makes the change atomic, so a reader never sees half a number. */
export function setFileClock(path: string, ms: number): void {
  writeFileSync(`${path}.next`, String(ms));
  renameSync(`${path}.next`, path);
}

/** The clock `TEST_CLOCK_FILE` names; undefined (the system clock) when it is unset. Throws in production mode. */
export function clockFromEnv(path: string | undefined, mode: Mode): (() => number) | undefined {
  if (!path) return undefined;
  if (mode === 'production') throw new Error('TEST_CLOCK_FILE is for tests: it is refused with MODE=production');
  const now = fileClock(path);
  now(); // a missing or unreadable file stops the start, not the first request
  return now;
}
