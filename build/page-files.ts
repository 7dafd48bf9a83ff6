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
  /** The JSON parse error message, when there is one (ending in "at line L, column C" when the position is known). */
  parseError?: string;
  /** Where the JSON parse error is, 1-based, when there is one. */
  parseErrorAt?: { line: number; column: number };
}

export const PAGES_DIR = 'schemas/pages';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

/** Line and column (1-based) of a character offset in a text. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1) ?? '').length + 1 };
}

/**
 * Offset of the first JSON syntax error in a text (a small recursive-descent scan), or undefined
 * when it finds none. V8's own messages give a position only for some mistakes.
 */
export function jsonErrorOffset(text: string): number | undefined {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const literal = (word: string) => {
    for (const ch of word) {
      if (text[i] !== ch) fail();
      i++;
    }
  };
  const string = () => {
    if (text[i] !== '"') fail();
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i]! < ' ') fail();
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail();
      }
      i++;
    }
    if (i >= text.length) fail();
    i++;
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) fail();
    i += m![0].length;
  };
  const value = (): void => {
    ws();
    const ch = text[i];
    if (ch === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        string();
        ws();
        if (text[i] !== ':') fail();
        i++;
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail();
      }
    }
    if (ch === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail();
      }
    }
    if (ch === '"') return string();
    if (ch === 't') return literal('true');
    if (ch === 'f') return literal('false');
    if (ch === 'n') return literal('null');
    return number();
  };
  try {
    value();
    ws();
    return i < text.length ? i : undefined;
  } catch (at) {
    return typeof at === 'number' ? at : undefined;
  }
}

export function readPageFile(root: string, file: string): PageFile {
  const text = readFileSync(file, 'utf8');
  const relPath = relative(root, file).split(sep).join('/');
  try {
    return { file, relPath, text, json: JSON.parse(text) as unknown };
  } catch (error) {
    const offset = jsonErrorOffset(text);
    const at = offset === undefined ? undefined : lineColumn(text, offset);
    const message = (error as Error).message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '').replace(/, (\.\.\.)?"[\s\S]*" is not valid JSON$/, '');
    return { file, relPath, text, json: undefined, parseError: at ? `${message} at line ${at.line}, column ${at.column}` : message, ...(at ? { parseErrorAt: at } : {}) };
  }
}

/** Every page schema under schemas/pages, sorted by path for stable output. */
export function readPageFiles(root: string): PageFile[] {
  return walk(join(root, PAGES_DIR))
    .sort()
    .map((file) => readPageFile(root, file));
}
