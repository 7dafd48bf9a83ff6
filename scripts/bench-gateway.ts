/**
 * Gateway throughput: starts the gateway in its own process (server/main.ts on a free 127.0.0.1
 * port, PGlite in a temp DATA_DIR, or DATABASE_URL), drives it from this process with autocannon,
 * and reports requests/s and p99 as min / median / max over interleaved rounds for
 *   - the home read mix (what `/` and the app shell ask for, logged in), and
 *   - the write mix (a visit insert, a recharge order with a new idempotency key, the same key again),
 * at each connection count. After the load it stops the server and counts rows: no acknowledged
 * write lost, none duplicated. The figures go into the gateway block of docs/performance.md.
 * Run: npm run bench:gateway -- [--duration 5] [--rounds 3] [--connections 10,50] [--mixes read,write] [--workers 1] [--profile] [--no-doc]
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/open';
import { summariseProfile } from './bench/cpu-profile';

const root = fileURLToPath(new URL('..', import.meta.url));
const PERF_DOC = join(root, 'docs/performance.md');
const START = '<!-- gateway-bench:start -->';
const END = '<!-- gateway-bench:end -->';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10,50' },
    workers: { type: 'string', default: '1' },
    mixes: { type: 'string', default: 'read,write' },
    profile: { type: 'boolean', default: false },
    'no-doc': { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const rounds = Number(values.rounds);
const connectionCounts = values.connections.split(',').map(Number);
const workers = Number(values.workers);
const mixes = values.mixes.split(',').filter((m): m is Round['mix'] => m === 'read' || m === 'write');
const databaseUrl = process.env.DATABASE_URL || undefined;

interface Gateway {
  url: string;
  child: ChildProcess;
}

/** server/main.ts in a child process; resolves with its URL once it listens. */
function startGateway(dataDir: string, profileDir: string | null): Promise<Gateway> {
  const args = [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), '--import', 'tsx', join(root, 'server/main.ts')];
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG: 'silent', WORKERS: String(workers), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  if (workers > 1) env.PORT = String(18000 + Math.floor(Math.random() * 2000));
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (match?.[1]) resolve({ url: match[1], child });
    });
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code} before listening:\n${out}`)));
  });
}

function stopGateway(g: Gateway): Promise<void> {
  return new Promise((resolve) => {
    if (g.child.exitCode !== null) return resolve();
    g.child.once('exit', () => resolve());
    g.child.kill('SIGTERM');
  });
}

async function call(url: string, body: object, token?: string): Promise<{ rspCode: string; data: Record<string, unknown> }> {
  const res = await fetch(`${url}/utd/gateway`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { appToken: token } : {}) }, body: JSON.stringify(body) });
  return (await res.json()) as { rspCode: string; data: Record<string, unknown> };
}

const json = (body: object) => JSON.stringify(body);
/** Per run, so runs against one PostgreSQL do not count each other's rows. */
const RUN = Date.now().toString(36);
const VISIT_OBJECT = `P_BENCH_${RUN}`;
const ok = (body: string) => body.includes('"rspCode":"0000"');

/** What the home page and the app shell ask for when a logged-in user opens `/` (schemas/pages/index.json, src/stores). */
const HOME_READS = [
  { apiCode: 'BA015', appNative: 'N' },
  { apiCode: 'SF003' },
  { apiCode: 'BA006', position: 'HOME_NOTICE' },
  { apiCode: 'BA006', position: 'HOME_BANNER' },
  { apiCode: 'MM004', position: 'HOME' },
  { apiCode: 'CR003' },
  { apiCode: 'PD001', position: 'HOME' },
  { apiCode: 'BA009' },
];

interface Round {
  mix: 'read' | 'write';
  connections: number;
  rps: number;
  p99: number;
  errors: number;
}

/** Write bookkeeping across all write rounds, checked against the database at the end. */
const writes = { counter: 0, sent: new Set<string>(), acked: new Set<string>(), visitsSent: 0, visitsAcked: 0 };

async function runRound(url: string, token: string, userId: number, mix: Round['mix'], connections: number): Promise<Round> {
  const headers = { 'content-type': 'application/json', appToken: token };
  const lastKey = new WeakMap<object, string>();
  let notOk = 0;
  const check = (_status: number, body: string) => {
    if (!ok(body)) notOk += 1;
  };
  const requests: autocannon.Request[] = mix === 'read'
    ? HOME_READS.map((body) => ({ body: json(body), onResponse: check }))
    : [
        {
          setupRequest: (req) => {
            writes.visitsSent += 1;
            return { ...req, body: json({ apiCode: 'BA012', objectType: 'PRODUCT', objectId: VISIT_OBJECT, userId: String(userId), visitType: 'PV' }) };
          },
          onResponse: (status, body) => {
            check(status, body);
            if (ok(body)) writes.visitsAcked += 1;
          },
        },
        {
          setupRequest: (req, ctx) => {
            writes.counter += 1;
            const key = `bench-${RUN}-${String(writes.counter).padStart(8, '0')}`;
            lastKey.set(ctx, key);
            writes.sent.add(key);
            return { ...req, body: json({ apiCode: 'OT003', amount: 100, idempotencyKey: key }) };
          },
          onResponse: (status, body, ctx) => {
            check(status, body);
            const key = lastKey.get(ctx);
            if (key && ok(body)) writes.acked.add(key);
          },
        },
        {
          setupRequest: (req, ctx) => ({ ...req, body: json({ apiCode: 'OT003', amount: 100, idempotencyKey: lastKey.get(ctx) ?? 'bench-missing' }) }),
          onResponse: check,
        },
      ];
  const result = await autocannon({ url: `${url}/utd/gateway`, connections, duration, method: 'POST', headers, requests });
  return { mix, connections, rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx + notOk };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : Math.round(((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2);
};
const spread = (xs: number[]) => `${Math.min(...xs)} / ${median(xs)} / ${Math.max(...xs)}`;

async function checkWrites(dataDir: string, userId: number): Promise<string[]> {
  const db = await openDatabase({ dataDir: databaseUrl ? undefined : dataDir, databaseUrl });
  try {
    const [orders] = await db.query<{ n: number }>("SELECT count(*)::integer AS n FROM orders WHERE user_id = $1 AND scene = 'SPEND_RECHARGE'", [userId]);
    const keyed = await db.query<{ key: string; order_id: string | null }>(
      "SELECT i.key, o.id AS order_id FROM idempotency i LEFT JOIN orders o ON o.id = i.response->>'orderId' WHERE i.user_id = $1 AND i.api_code = 'OT003'", [userId]);
    const [visits] = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM visits WHERE object_id = $1', [VISIT_OBJECT]);
    const byKey = new Map(keyed.map((r) => [r.key, r.order_id]));
    const lost = [...writes.acked].filter((k) => !byKey.get(k)).length;
    const duplicated = (orders?.n ?? 0) - keyed.length;
    const stray = keyed.filter((r) => !writes.sent.has(r.key)).length;
    const visitRows = visits?.n ?? 0;
    return [
      lost ? `${lost} acknowledged orders missing` : '',
      duplicated ? `${duplicated} duplicated orders` : '',
      stray ? `${stray} unknown keys` : '',
      visitRows >= writes.visitsAcked && visitRows <= writes.visitsSent ? '' : `visits ${visitRows} outside [${writes.visitsAcked}, ${writes.visitsSent}]`,
    ].filter(Boolean);
  } finally {
    await db.close();
  }
}

const load = () => loadavg().map((x) => x.toFixed(2)).join(' / ');
const dataDir = mkdtempSync(join(tmpdir(), 'gateway-bench-'));
const profileDir = values.profile ? mkdtempSync(join(tmpdir(), 'gateway-prof-')) : null;
const loadBefore = load();
const gateway = await startGateway(dataDir, profileDir);
const results: Round[] = [];
let userId = 0;
let problems: string[] = [];
try {
  const phone = `135${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const sms = await call(gateway.url, { apiCode: 'BA002', phone });
  const login = await call(gateway.url, { apiCode: 'BA003', phone, smsCode: sms.data.devCode });
  const token = String(login.data.appToken);
  userId = Number((await call(gateway.url, { apiCode: 'SF003' }, token)).data.id);
  // Warm-up: JIT, caches, PGlite's buffers.
  await runRound(gateway.url, token, userId, 'read', 10);
  for (let round = 1; round <= rounds; round += 1) {
    for (const connections of connectionCounts) {
      for (const mix of mixes) {
        const r = await runRound(gateway.url, token, userId, mix, connections);
        results.push(r);
        console.log(`round ${round}  ${mix.padEnd(5)}  ${String(connections).padStart(3)} conn  ${String(r.rps).padStart(5)} req/s  p99 ${String(r.p99).padStart(4)} ms${r.errors ? `  ${r.errors} errors/non-0000` : ''}`);
      }
    }
  }
} finally {
  await stopGateway(gateway);
}
problems = await checkWrites(dataDir, userId);
const loadAfter = load();

const rows: string[] = [];
const lines: string[] = [];
for (const mix of ['read', 'write'] as const) {
  for (const connections of connectionCounts) {
    const rs = results.filter((r) => r.mix === mix && r.connections === connections);
    if (rs.length === 0) continue;
    const errors = rs.reduce((a, r) => a + r.errors, 0);
    rows.push(`| ${mix === 'read' ? 'home read mix' : 'write mix'} | ${connections} | ${spread(rs.map((r) => r.rps))} | ${spread(rs.map((r) => r.p99))} | ${errors} |`);
    lines.push(`${mix.padEnd(5)} ${String(connections).padStart(3)} conn  req/s ${spread(rs.map((r) => r.rps))}  p99 ms ${spread(rs.map((r) => r.p99))}  errors ${errors}`);
  }
}
console.log(`\nmin / median / max over ${rounds} rounds of ${duration} s (load average before ${loadBefore}, after ${loadAfter}):`);
for (const line of lines) console.log(line);
console.log(problems.length ? `WRITE CHECK FAILED: ${problems.join('; ')}` : `write check: ${writes.acked.size} acknowledged orders, none lost or duplicated`);

if (profileDir) {
  // The largest profile is the gateway's main thread (the others are tsx's loader threads).
  const files = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'))
    .sort((a, b) => readFileSync(join(profileDir, b)).length - readFileSync(join(profileDir, a)).length).slice(0, 1);
  for (const file of files) {
    console.log(`\nCPU profile of the gateway (${file}), self time by module:`);
    for (const line of summariseProfile(readFileSync(join(profileDir, file), 'utf8'), root)) console.log(`  ${line}`);
  }
  rmSync(profileDir, { recursive: true, force: true });
}

if (!values['no-doc']) {
  const read50 = results.filter((r) => r.mix === 'read' && r.connections === 50);
  const summary = [
    START,
    '## Gateway throughput',
    '',
    `Measured by \`npm run bench:gateway\` (scripts/bench-gateway.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: Node ${process.version}, ${cpus().length} CPU (${cpus()[0]?.model ?? '?'}),`,
    `load average (1 / 5 / 15 min) ${loadBefore} before and ${loadAfter} after. The gateway ran in its own process (${workers} worker${workers > 1 ? 's' : ''}, ${databaseUrl ? 'PostgreSQL via DATABASE_URL' : 'PGlite in a temp DATA_DIR'}); autocannon ran in the bench's process; both on 127.0.0.1.`,
    `Each figure is min / median / max over ${rounds} interleaved rounds of ${duration} s after a warm-up round.`,
    '',
    '- Home read mix, logged in: BA015, SF003, BA006 ×2 (notice, banner), MM004, CR003, PD001, BA009.',
    '- Write mix: BA012 (visit insert), OT003 with a new idempotency key, OT003 repeating that key.',
    '',
    '| mix | connections | req/s | p99 ms | errors or non-0000 |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    problems.length ? `Write check FAILED: ${problems.join('; ')}.` : `Write check: ${writes.acked.size} acknowledged orders, none lost or duplicated; every visit counted once.`,
    read50.length ? `Target (home read mix ≥ 2,000 req/s with p99 ≤ 50 ms at 50 connections): ${median(read50.map((r) => r.rps)) >= 2000 && median(read50.map((r) => r.p99)) <= 50 ? 'met' : 'not met'} in the median round. See "Where the gateway's time goes" below.` : '',
    END,
  ].join('\n');
  const doc = existsSync(PERF_DOC) ? readFileSync(PERF_DOC, 'utf8') : '# Performance\n';
  const next = doc.includes(START) && doc.includes(END)
    ? `${doc.slice(0, doc.indexOf(START))}${summary}${doc.slice(doc.indexOf(END) + END.length)}`
    : `${doc.trimEnd()}\n\n${summary}\n`;
  writeFileSync(PERF_DOC, next);
}
rmSync(dataDir, { recursive: true, force: true });
if (problems.length) process.exitCode = 1;
