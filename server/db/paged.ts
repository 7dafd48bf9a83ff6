import type { Queryable } from './db';

/** The paging fields of a list request (the contract defaults them to 1 and 10). */
export interface PageRequest {
  pageNum?: number;
  pageSize?: number;
}

/** What every paged apiCode answers. */
export interface Page<Item> {
  list: Item[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** One paged SELECT. `from` and `where` (with `params` as $1..$n) are shared by the page and the count, so `total` counts exactly what the pages list. */
export interface PagedSelect {
  /** The select list, without SELECT. */
  columns: string;
  /** A table or a join, without FROM. */
  from: string;
  /** The filter, without WHERE. */
  where: string;
  params: readonly unknown[];
  /** Without ORDER BY. */
  orderBy: string;
}

export const DEFAULT_PAGE_SIZE = 10;

/** Runs the page query (LIMIT/OFFSET appended as the next two parameters) and then the count query with the same filter. */
export async function paged<Row extends object, Item>(q: Queryable, select: PagedSelect, page: PageRequest, toItem: (row: Row) => Item): Promise<Page<Item>> {
  const pageNum = page.pageNum ?? 1;
  const pageSize = page.pageSize ?? DEFAULT_PAGE_SIZE;
  const { columns, from, where, params, orderBy } = select;
  const n = params.length;
  const rows = await q.query<Row>(
    `SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, pageSize, (pageNum - 1) * pageSize],
  );
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${from} WHERE ${where}`, params);
  return { list: rows.map((row) => toItem(row)), total: count?.n ?? 0, pageNum, pageSize };
}
