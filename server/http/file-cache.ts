import { readFile, stat } from 'node:fs/promises';

/**
 * A file read once per change: each call stats it and rereads (and re-parses) it only when its
 * modification time differs from the last read, so a new build is picked up without a restart.
 * Resolves undefined while the file is absent.
 */
export function fileByMtime<T>(file: string, parse: (text: string) => T): () => Promise<T | undefined> {
  let cached: { mtimeMs: number; value: T } | undefined;
  return async () => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return undefined;
    if (cached?.mtimeMs !== info.mtimeMs) cached = { mtimeMs: info.mtimeMs, value: parse(await readFile(file, 'utf8')) };
    return cached.value;
  };
}
