import type { Queryable } from './db';

type Value = string | number | boolean | null | object;

/** Multi-row INSERT of plain objects (keys are column names; objects and arrays become jsonb text). */
export async function insertRows(q: Queryable, table: string, rows: Record<string, Value>[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const params: unknown[] = [];
  const tuples = rows.map((row) => `(${columns.map((col) => {
    const value = row[col] ?? null;
    params.push(value !== null && typeof value === 'object' ? JSON.stringify(value) : value);
    return `$${params.length}`;
  }).join(', ')})`);
  await q.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
}
