/** Calls `visit` for every object in a JSON tree with its JSON pointer. */
export function walkObjects(node: unknown, visit: (obj: Record<string, unknown>, pointer: string) => void, pointer = ''): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => walkObjects(item, visit, `${pointer}/${i}`));
  } else if (node && typeof node === 'object') {
    visit(node as Record<string, unknown>, pointer);
    for (const [key, value] of Object.entries(node)) walkObjects(value, visit, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}
