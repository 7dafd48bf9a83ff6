import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';

/** GET /ops/ (and /ops/<anything> that is not a file or the API): the operator console's page, dist/ops/index.html. */
export function consolePage(distDir: string) {
  return async (c: Context) => {
    const html = await readFile(join(distDir, 'ops', 'index.html'), 'utf8').catch(() => null);
    if (html === null) return c.text('运营后台未构建：请先运行 npm run build', 404);
    return c.body(html, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  };
}
