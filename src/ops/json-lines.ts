/** Pretty JSON (2 spaces, like JSON.stringify) with the 1-based line of every JSON pointer in it. */
export function prettyWithLines(value: unknown): { text: string; lines: Map<string, number> } {
  const lines = new Map<string, number>();
  let line = 1;
  const esc = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
  function write(v: unknown, pointer: string, indent: string): string {
    lines.set(pointer, line);
    if (Array.isArray(v)) {
      if (v.length === 0) return '[]';
      const inner = indent + '  ';
      const parts = v.map((item, i) => {
        line++;
        return inner + write(item, `${pointer}/${i}`, inner);
      });
      line++;
      return `[\n${parts.join(',\n')}\n${indent}]`;
    }
    if (typeof v === 'object' && v !== null) {
      const entries = Object.entries(v).filter(([, x]) => x !== undefined);
      if (entries.length === 0) return '{}';
      const inner = indent + '  ';
      const parts = entries.map(([k, x]) => {
        line++;
        return `${inner}${JSON.stringify(k)}: ${write(x, `${pointer}/${esc(k)}`, inner)}`;
      });
      line++;
      return `{\n${parts.join(',\n')}\n${indent}}`;
    }
    return JSON.stringify(v);
  }
  const text = write(value, '', '');
  return { text, lines };
}

/** The line a problem's pointer points at in `text` (when the text is pretty-printed), else the nearest parent's line. */
export function lineOf(text: string, pointer: string): number | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { text: pretty, lines } = prettyWithLines(value);
  if (pretty !== text.trimEnd()) return undefined;
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const at = lines.get(p);
    if (at !== undefined) return at;
    if (p === '') return undefined;
  }
}
