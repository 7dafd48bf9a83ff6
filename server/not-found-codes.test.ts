import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_CODES } from '../schemas/not-found';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Every non-test TypeScript file under server/. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the not-found codes the app shows without 重试', () => {
  it('are exactly the business codes (2xxx and up; 0004, a lost session, is the client’s own) the gateway throws with a 不存在 message', () => {
    const thrown = new Set<string>();
    for (const file of sources(here)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/new BizError\('([2-9]\d{3})', [`'][^`']*不存在/g)) thrown.add(match[1]!);
    }
    expect(thrown.size).toBeGreaterThan(10);
    expect([...NOT_FOUND_CODES].sort()).toEqual([...thrown].sort());
  });
});
