import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clockFromEnv, setFileClock } from './testing/file-clock';

/** The shared test clock of several gateway processes (TEST_CLOCK_FILE) exists only outside production. */
const dir = mkdtempSync(join(tmpdir(), 'qsh-clock-test-'));
const file = join(dir, 'now');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('TEST_CLOCK_FILE', () => {
  it('is the system clock when unset', () => {
    expect(clockFromEnv(undefined, 'demo')).toBeUndefined();
    expect(clockFromEnv('', 'production')).toBeUndefined();
  });

  it('reads the file at every use, so a test moves every process that reads it', () => {
    setFileClock(file, 1_800_000_000_000);
    const now = clockFromEnv(file, 'demo');
    expect(now?.()).toBe(1_800_000_000_000);
    setFileClock(file, 1_800_000_060_000);
    expect(now?.()).toBe(1_800_000_060_000);
  });

  it('is refused with MODE=production, and a missing or garbled file stops the start', () => {
    setFileClock(file, 1_800_000_000_000);
    expect(() => clockFromEnv(file, 'production')).toThrow('TEST_CLOCK_FILE is for tests: it is refused with MODE=production');
    expect(() => clockFromEnv(join(dir, 'missing'), 'demo')).toThrow(/ENOENT/);
    writeFileSync(join(dir, 'bad'), 'tomorrow');
    expect(() => clockFromEnv(join(dir, 'bad'), 'demo')).toThrow('holds "tomorrow", not epoch milliseconds');
  });
});
