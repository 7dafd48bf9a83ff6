import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export interface Size {
  raw: number;
  gzip: number;
}

const cache = new Map<string, Size>();

/** Raw and gzip (level 9) size of one built file, in bytes. */
export function fileSize(distDir: string, file: string): Size {
  const path = `${distDir}/${file}`;
  const known = cache.get(path);
  if (known) return known;
  const bytes = readFileSync(path);
  const size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  cache.set(path, size);
  return size;
}

export function sumSizes(distDir: string, files: Iterable<string>): Size {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = fileSize(distDir, file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

export const kib = (bytes: number): string => (bytes / 1024).toFixed(1);
