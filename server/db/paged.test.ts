import { describe, expect, it } from 'vitest';
import type { Queryable } from './db';
import { paged, type PagedSelect } from './paged';

function recorder(rows: object[], count: object[]) {
  const calls: { sql: string; params: readonly unknown[] }[] = [];
  const q: Queryable = {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      calls.push({ sql, params });
      return (calls.length === 1 ? rows : count) as Row[];
    },
  };
  return { q, calls };
}

const select: PagedSelect = { columns: 'id, kind', from: 'records', where: 'user_id = $1 AND ($2::text IS NULL OR kind = $2)', params: [7, null], orderBy: 'id DESC' };

describe('paged', () => {
  it('appends LIMIT/OFFSET as the next parameters and counts with the same filter and params', async () => {
    const { q, calls } = recorder([{ id: 3, kind: 'A' }], [{ n: 12 }]);
    const page = await paged(q, select, { pageNum: 3, pageSize: 5 }, (r: { id: number; kind: string }) => ({ id: r.id, label: r.kind }));
    expect(calls).toEqual([
      { sql: 'SELECT id, kind FROM records WHERE user_id = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY id DESC LIMIT $3 OFFSET $4', params: [7, null, 5, 10] },
      { sql: 'SELECT count(*)::integer AS n FROM records WHERE user_id = $1 AND ($2::text IS NULL OR kind = $2)', params: [7, null] },
    ]);
    expect(JSON.stringify(page)).toBe(JSON.stringify({ list: [{ id: 3, label: 'A' }], total: 12, pageNum: 3, pageSize: 5 }));
  });

  it('defaults to page 1 of 10 and a total of 0 when the count returns nothing', async () => {
    const { q, calls } = recorder([], []);
    expect(await paged(q, select, {}, (r) => r)).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10 });
    expect(calls[0]?.params).toEqual([7, null, 10, 0]);
  });
});
