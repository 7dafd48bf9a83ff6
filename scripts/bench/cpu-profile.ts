interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  hitCount?: number;
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
}

/** Where a sampled frame's code lives: a package, a project folder, or what V8 names it. */
function moduleOf(url: string, functionName: string, root: string): string {
  if (!url) return `(${functionName || 'native'})`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  if (url.startsWith('node:')) return url;
  const path = url.replace(/^file:\/\//, '');
  if (path.startsWith(root)) return path.slice(root.length).split('/').slice(0, 2).join('/');
  return path;
}

/** The top entries of a V8 .cpuprofile by self time, grouped by package or project folder, as printable lines. */
export function summariseProfile(text: string, root: string, top = 12): string[] {
  const profile = JSON.parse(text) as Profile;
  const byModule = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    total += hits;
    const key = moduleOf(node.callFrame.url, node.callFrame.functionName, root);
    byModule.set(key, (byModule.get(key) ?? 0) + hits);
  }
  return [...byModule.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, hits]) => `${((100 * hits) / Math.max(total, 1)).toFixed(1).padStart(5)}%  ${name}`);
}
