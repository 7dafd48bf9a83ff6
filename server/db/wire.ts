/**
 * A query parameter as the text PostgreSQL receives, the way node-postgres (the `pg` driver used with
 * DATABASE_URL) sends it, so PGlite and PostgreSQL get the same values: null stays null, a Date is
 * its ISO time, a Buffer is bytea hex, an array is a PostgreSQL array literal (elements converted the
 * same way), any other object is JSON, everything else is String(value).
 */
export function toParamText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((item) => {
    if (item === null || item === undefined) return 'NULL';
    if (Array.isArray(item)) return arrayLiteral(item);
    const text = toParamText(item) ?? 'NULL';
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/** The byte strings one after the other. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
