/** Data sources often answer with `{ list: [...] }`; widgets accept either that or the array. */
export function toList<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object' && Array.isArray((data as { list?: unknown }).list)) return (data as { list: T[] }).list;
  return [];
}

/**
 * The data schema of a list widget whose data source pages (docs/architecture.md, "one paging
 * model"): `{ list, total, pageNum, pageSize }`, the list items described by `item`.
 */
export function pagedList<const Item extends object>(item: Item) {
  return {
    type: 'object',
    required: ['list'],
    properties: { list: { type: 'array', items: item }, total: { type: 'integer' }, pageNum: { type: 'integer' }, pageSize: { type: 'integer' } },
  } as const;
}

/**
 * The data schema of a widget that reads its data with `toList`: an answer shaped `{ list: [...] }`
 * (bound without `path`), or its list (bound with `path: "list"`).
 */
export function listOrAnswer<const Answer extends { properties: { list: { items: object } } }>(answer: Answer) {
  return { anyOf: [{ type: 'array', items: answer.properties.list.items }, answer] } as const;
}
