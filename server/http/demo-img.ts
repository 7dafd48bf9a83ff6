import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { demoArt } from './demo-art';

/** GET /demo-img/:name — a generated placeholder SVG for seeded image URLs (the demo has no image assets). */
export function demoImageHandler(c: Context) {
  const name = (c.req.param('name') ?? 'image').replace(/\.svg$/, '').replace(/[^a-z0-9-]/gi, '').slice(0, 32);
  const hue = (createHash('md5').update(name).digest()[0] ?? 0) * 1.4;
  // The shop's goods, categories and entries are drawn (demo-art.ts); anything else is a plain
  // gradient tile (never its file name: a placeholder code is no picture for a customer).
  const svg = demoArt(name) ?? `<svg xmlns="http://www.w3.org/2000/svg" width="375" height="200" viewBox="0 0 375 200"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)},70%,62%)"/><stop offset="1" stop-color="hsl(${((hue + 40) % 360).toFixed(0)},70%,52%)"/></linearGradient></defs><rect width="375" height="200" fill="url(#g)"/></svg>`;
  return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
}
