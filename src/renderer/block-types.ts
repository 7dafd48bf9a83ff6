/**
 * The widget types of a page's blocks, nested blocks included, in order of first use; only the
 * first `limit` top-level blocks count (their children always do). Takes unchecked JSON, so the
 * build can call it on page files before they are validated: anything that is not a block is skipped.
 */
export function widgetTypesOf(blocks: unknown, limit = Infinity, into: Set<string> = new Set()): Set<string> {
  if (!Array.isArray(blocks)) return into;
  for (const block of blocks.slice(0, limit)) {
    if (typeof block !== 'object' || block === null) continue;
    const { type, blocks: children } = block as { type?: unknown; blocks?: unknown };
    if (typeof type === 'string') into.add(type);
    widgetTypesOf(children, Infinity, into);
  }
  return into;
}
