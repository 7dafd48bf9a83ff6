import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

export type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The encoding to send: the client's most preferred (q-value) of those offered, brotli before gzip on a tie; null for identity. */
export function pickEncoding(acceptEncoding: string | undefined, offered: readonly Encoding[]): Encoding | null {
  if (!acceptEncoding || offered.length === 0) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const enc of offered) {
    const weight = q.get(enc) ?? q.get('*') ?? 0;
    if (weight > bestQ) {
      best = enc;
      bestQ = weight;
    }
  }
  return best;
}

const notModified = (c: Context, etag: string) => (c.req.header('if-none-match') ?? '').split(',').some((t) => t.trim() === etag || t.trim() === '*');

/**
 * A built file with its precompressed siblings (`.br`, `.gz` from build/compress-plugin.ts):
 * the best one the client accepts, `Vary: Accept-Encoding`, an ETag per variant and 304 on a match.
 */
export async function sendFile(c: Context, file: string, headers: Record<string, string>): Promise<Response> {
  const sizes = await Promise.all((['br', 'gzip'] as const).map(async (enc) => ((await stat(file + SUFFIX[enc]).catch(() => null))?.isFile() ? enc : null)));
  const offered = sizes.filter((e): e is Encoding => e !== null);
  const encoding = pickEncoding(c.req.header('accept-encoding'), offered);
  const path = encoding ? file + SUFFIX[encoding] : file;
  const info = await stat(path);
  const etag = `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;
  const out: Record<string, string> = { ...headers, ETag: etag, ...(offered.length ? { Vary: 'Accept-Encoding' } : {}), ...(encoding ? { 'Content-Encoding': encoding } : {}) };
  if (notModified(c, etag)) return c.body(null, 304, out);
  return c.body(await readFile(path), 200, out);
}

const htmlCache = new Map<string, Uint8Array<ArrayBuffer>>();
const HTML_CACHE_MAX = 200;

/** HTML made per request (a route's preview): an ETag of its content (304 on a match), compressed once per content and encoding. */
export function sendHtml(c: Context, html: string, headers: Record<string, string>): Response {
  const etag = `"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`;
  const encoding = html.length >= 1024 ? pickEncoding(c.req.header('accept-encoding'), ['br', 'gzip']) : null;
  const out: Record<string, string> = { ...headers, ETag: etag, Vary: 'Accept-Encoding', ...(encoding ? { 'Content-Encoding': encoding } : {}) };
  if (notModified(c, etag)) return c.body(null, 304, out);
  if (!encoding) return c.body(html, 200, out);
  const key = `${encoding}:${etag}`;
  let body = htmlCache.get(key);
  if (!body) {
    const packed = encoding === 'br' ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(html, { level: 6 });
    body = new Uint8Array(packed);
    if (htmlCache.size >= HTML_CACHE_MAX) htmlCache.clear();
    htmlCache.set(key, body);
  }
  return c.body(body, 200, out);
}
