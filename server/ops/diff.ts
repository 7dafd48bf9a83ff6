/** One line of a diff: ' ' kept, '-' only in the older text, '+' only in the newer. */
export interface DiffLine {
  op: ' ' | '-' | '+';
  text: string;
}

/** Line diff (longest common subsequence) of two texts; pages are a few hundred lines of pretty JSON. */
export function lineDiff(older: string, newer: string): DiffLine[] {
  const a = older.split('\n');
  const b = newer.split('\n');
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ op: ' ', text: a[i]! });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) out.push({ op: '-', text: a[i++]! });
    else out.push({ op: '+', text: b[j++]! });
  }
  while (i < a.length) out.push({ op: '-', text: a[i++]! });
  while (j < b.length) out.push({ op: '+', text: b[j++]! });
  return out;
}

/** A diff as unified-style text (`-`/`+`/` ` prefixes). */
export const diffText = (lines: readonly DiffLine[]) => lines.map((l) => `${l.op} ${l.text}`).join('\n');
