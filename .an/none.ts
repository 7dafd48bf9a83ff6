import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const dir = '/tmp/an/distsm/assets';
for (const f of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
  const code = readFileSync(`${dir}/${f}`, 'utf8');
  let map; try { map = JSON.parse(readFileSync(`${dir}/${f}.map`, "utf8")); } catch { continue; }
  const c = new SourceMapConsumer(map); const lines = code.split('\n');
  const segs: any[] = []; c.eachMapping((m) => segs.push(m));
  segs.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  let none = 0; let sample = '';
  for (let i = 0; i < segs.length; i++) { const s = segs[i]; const n = segs[i + 1]; const end = n && n.generatedLine === s.generatedLine ? n.generatedColumn : lines[s.generatedLine - 1].length; if (!s.source) { none += end - s.generatedColumn; if (end - s.generatedColumn > 200 && !sample) sample = lines[s.generatedLine-1].slice(s.generatedColumn, s.generatedColumn+150); } }
  if (none > 2000) console.log(f, none, code.length, sample);
}
