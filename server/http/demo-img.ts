import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** GET /demo-img/:name — a generated placeholder SVG for seeded image URLs (the demo has no image assets). */
export function demoImageHandler(c: Context) {
  const name = (c.req.param('name') ?? 'image').replace(/\.svg$/, '').replace(/[^a-z0-9-]/gi, '').slice(0, 32);
  const hue = (createHash('md5').update(name).digest()[0] ?? 0) * 1.4;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="375" height="200" viewBox="0 0 375 200"><rect width="375" height="200" fill="hsl(${hue.toFixed(0)},70%,60%)"/><text x="187" y="108" font-size="24" text-anchor="middle" fill="#fff" font-family="sans-serif">${name}</text></svg>`;
  return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
}
