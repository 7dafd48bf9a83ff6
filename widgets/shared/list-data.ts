/** Data sources often answer with `{ list: [...] }`; widgets accept either that or the array. */
export function toList<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object' && Array.isArray((data as { list?: unknown }).list)) return (data as { list: T[] }).list;
  return [];
}
