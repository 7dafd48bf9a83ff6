/** Edit distance (insertions, deletions, substitutions, adjacent swaps) between two names. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The known name closest to `name`, when it is close enough to be a likely typo (case ignored). */
export function closest(name: string, known: Iterable<string>): string | undefined {
  const wanted = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const distance = editDistance(wanted, candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  const limit = Math.max(1, Math.min(3, Math.floor(name.length / 3)));
  return best !== undefined && bestDistance <= limit && best !== name ? best : undefined;
}

/** ` (did you mean "x"?)`, or nothing when no known name is close. */
export function didYouMean(name: string, known: Iterable<string>): string {
  const match = closest(name, known);
  return match === undefined ? '' : `; did you mean ${JSON.stringify(match)}?`;
}
