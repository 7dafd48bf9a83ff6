/**
 * Where the gallery's 插入 puts a block: after the block the cursor is in (the innermost
 * `/blocks/N` of the cursor's JSON pointer, in that same list), else at the end of the page's blocks.
 * Returns the new page and the new block's pointer (the editor selects it).
 */
export function insertBlock(page: Record<string, unknown>, cursorPointer: string, block: unknown): { page: Record<string, unknown>; pointer: string } {
  const copy = structuredClone(page);
  const match = /^(.*)\/blocks\/(\d+)(?:\/.*)?$/.exec(cursorPointer);
  if (match) {
    const listPointer = `${match[1] ?? ''}/blocks`;
    const list = at(copy, listPointer);
    if (Array.isArray(list)) {
      const index = Math.min(Number(match[2]) + 1, list.length);
      list.splice(index, 0, block);
      return { page: copy, pointer: `${listPointer}/${index}` };
    }
  }
  const blocks = Array.isArray(copy.blocks) ? copy.blocks : (copy.blocks = []);
  (blocks as unknown[]).push(block);
  return { page: copy, pointer: `/blocks/${(blocks as unknown[]).length - 1}` };
}

function at(root: unknown, pointer: string): unknown {
  let node = root;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(key)];
    else if (typeof node === 'object' && node !== null) node = (node as Record<string, unknown>)[key];
    else return undefined;
  }
  return node;
}
