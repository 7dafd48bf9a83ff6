import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** One page schema file as read from disk, before any validation. */
export interface PageFile {
  /** Absolute path of the file. */
  file: string;
  /** Path relative to the project root, with forward slashes (for messages). */
  relPath: string;
  /** The raw text. */
  text: string;
  /** The parsed JSON, or undefined when the text is not valid JSON. */
  json: unknown;
  /** The JSON parse error message, when there is one. */
  parseError?: string;
}

export const PAGES_DIR = 'schemas/pages';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

export function readPageFile(root: string, file: string): PageFile {
  const text = readFileSync(file, 'utf8');
  const relPath = relative(root, file).split(sep).join('/');
  try {
    return { file, relPath, text, json: JSON.parse(text) as unknown };
  } catch (error) {
    return { file, relPath, text, json: undefined, parseError: (error as Error).message };
  }
}

/** Every page schema under schemas/pages, sorted by path for stable output. */
export function readPageFiles(root: string): PageFile[] {
  return walk(join(root, PAGES_DIR))
    .sort()
    .map((file) => readPageFile(root, file));
}
