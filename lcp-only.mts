import { fileURLToPath } from 'node:url';
import { benchDist } from './scripts/bench/dist';
import { routeLcpBench } from './scripts/bench/route-lcp';
const root = fileURLToPath(new URL('./', import.meta.url));
const dist = await benchDist(root);
try {
  const r = await routeLcpBench(root, dist.dir);
  for (const p of r.pairs) console.log(p.page, p.app.median, p.reference.median, p.ratio.toFixed(2));
  for (const h of r.harness) console.log(h.page, 'dom', h.domMs.app.median, h.domMs.reference.median, h.domMs.ratio.toFixed(2), 'heap', h.heapMiB.ratio.toFixed(2), 'tbt', h.tbtMs.app.median);
} finally {
  await dist.dispose();
}
