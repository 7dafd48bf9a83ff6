/**
 * A value that may arrive as JSON text (native hosts often send objects as strings): strings are
 * parsed, anything else is returned as it is. Undefined when the text is not valid JSON.
 */
export function parseMaybeJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** The value as a plain object (parsed first when it is JSON text), or undefined. */
export function asPlainObject(raw: unknown): Record<string, unknown> | undefined {
  const value = parseMaybeJson(raw);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** Reads a dot path (`info.flow`) out of nested objects; undefined where a step is missing. */
export function readPath(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), source);
}
