// Temporary analysis: which source modules make up the JS fetched before home LCP.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { SourceMapConsumer } from 'source-map-js';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startGateway } from '../tests/e2e/support/server';
import { measureHomeJsUntilLcp } from '../scripts/bench/lcp-js';

const root = '/work/main/';
const dir = process.argv[2] ?? '/tmp/an/distsm';
if (!process.argv[3]) await build({ configFile: `${root}vite.config.ts`, logLevel: 'warn', build: { manifest: true, sourcemap: true, outDir: dir, emptyOutDir: true } });
const server = await startGateway(dir);
const browser = await launchBrowser();
const lcp = await measureHomeJsUntilLcp(browser, server.url, dir);
await browser.close(); await server.close();
console.log('LCP', lcp.lcpMs, 'files', lcp.files.length, 'gzip KiB', (lcp.size.gzip / 1024).toFixed(1));
const groups = new Map<string, number>();
const modules = new Map<string, number>();
for (const file of lcp.files) {
  const code = readFileSync(`${dir}/${file}`, 'utf8');
  const gz = gzipSync(code, { level: 9 }).length;
  const ratio = gz / Buffer.byteLength(code);
  let map;
  try { map = JSON.parse(readFileSync(`${dir}/${file}.map`, 'utf8')); } catch { groups.set('(no map) ' + file, gz); continue; }
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const segs: { line: number; col: number; src: string }[] = [];
  consumer.eachMapping((m) => segs.push({ line: m.generatedLine, col: m.generatedColumn, src: m.source ?? '(none)' }));
  segs.sort((a, b) => a.line - b.line || a.col - b.col);
  const per = new Map<string, number>();
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i]!; const n = segs[i + 1];
    const end = n && n.line === s.line ? n.col : lines[s.line - 1]!.length;
    per.set(s.src, (per.get(s.src) ?? 0) + (end - s.col));
  }
  for (const [src, bytes] of per) {
    const m = src.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    const g = m ? m[1]! : src.replace(/^.*?\/(src|widgets|schemas|build)\//, '$1/').replace(/\/[^/]+$/, '');
    groups.set(g, (groups.get(g) ?? 0) + bytes * ratio);
    modules.set(src.replace(/^.*node_modules\//, 'nm/').replace(/^.*\/work\/main\//, ''), (modules.get(src) ?? 0) + bytes * ratio);
  }
}
const show = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).forEach(([k, v]) => console.log((v / 1024).toFixed(1).padStart(7), k));
show(groups, 60);
console.log('--- modules');
show(modules, 120);
process.exit(0);
