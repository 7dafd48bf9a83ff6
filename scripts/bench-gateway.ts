/**
 * Gateway throughput: starts the gateway in its own process (server/main.ts on a free 127.0.0.1
 * port, PGlite in a temp DATA_DIR, or DATABASE_URL), drives it with autocannon from a third process
 * (scripts/bench/gateway-load.ts, forked per round), and reports requests/s and p99 as
 * min / median / max over interleaved rounds for
 *   - the home read mix (what `/` and the app shell ask for, logged in), and
 *   - the write mix (a visit insert, a recharge order with a new idempotency key, the same key again),
 * at each connection count. After the load it stops the server and counts rows: no acknowledged
 * write lost, none duplicated. The figures go into the gateway block of docs/performance.md.
 * `--postgres` runs the same against a throw-away PostgreSQL (server/testing/postgres.ts: DATABASE_URL
 * when set, else a temp cluster of Debian's PostgreSQL) with WORKERS=1 and then WORKERS=2, into
 * its own block of docs/performance.md.
 * Run: npm run bench:gateway -- [--duration 5] [--rounds 3] [--connections 10,50] [--mixes read,write] [--workers 1] [--postgres] [--profile] [--no-doc]
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/open';
import { freePort } from '../server/testing/free-port';
import { startTestPostgres } from '../server/testing/postgres';
import { summariseProfile } from './bench/cpu-profile';
import type { LoadJob, LoadResult, Mix } from './bench/gateway-load';

const root = fileURLToPath(new URL('..', import.meta.url));
const PERF_DOC = join(root, 'docs/performance.md');
const LOAD_SCRIPT = join(root, 'scripts/bench/gateway-load.ts');

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10,50' },
    workers: { type: 'string', default: '1' },
    mixes: { type: 'string', default: 'read,write' },
    postgres: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    'no-doc': { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const rounds = Number(values.rounds);
const connectionCounts = values.connections.split(',').map(Number);
const mixes = values.mixes.split(',').filter((m): m is Mix => m === 'read' || m === 'write');
/** Per bench run, so runs against one PostgreSQL do not count each other's rows. */
const RUN = Date.now().toString(36);

interface Gateway {
  url: string;
  child: ChildProcess;
}

interface Setup {
  workers: number;
  /** PostgreSQL; undefined means PGlite in a temp DATA_DIR. */
  databaseUrl?: string;
  label: string;
}

interface Round {
  mix: Mix;
  connections: number;
  rps: number;
  p99: number;
  errors: number;
  /** CPU time the gateway's processes spent per response (ms): steadier than req/s on a shared machine. */
  cpuMs: number;
}

interface Outcome {
  setup: Setup;
  results: Round[];
  problems: string[];
  acked: number;
  loadBefore: string;
  loadAfter: string;
}

/** server/main.ts in a child process; resolves with its URL once it (every worker) listens. */
async function startGateway(setup: Setup, dataDir: string, profileDir: string | null): Promise<Gateway> {
  const args = [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), '--import', 'tsx', join(root, 'server/main.ts')];
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG: process.env.BENCH_LOG ?? 'silent', WORKERS: String(setup.workers) };
  if (setup.databaseUrl) env.DATABASE_URL = setup.databaseUrl;
  else delete env.DATABASE_URL;
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

const CLOCK_TICKS_PER_S = 100;

/** CPU time (user + system, ms) of a process and all its descendants so far (Linux /proc; 0 elsewhere). */
function cpuMsOfTree(rootPid: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state ppid ... utime(14) stime(15).
      const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(pid), { ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]) });
    } catch {
      // The process ended meanwhile.
    }
  }
  const inTree = (pid: number): boolean => {
    for (let p = pid, hops = 0; p > 1 && hops < 50; hops += 1) {
      if (p === rootPid) return true;
      p = stats.get(p)?.ppid ?? 0;
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, s] of stats) if (inTree(pid)) ticks += s.ticks;
  return (ticks * 1000) / CLOCK_TICKS_PER_S;
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

/** One round in a fresh load-generator process (scripts/bench/gateway-load.ts). */
function loadInOwnProcess(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(LOAD_SCRIPT, [], { cwd: root, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let result: LoadResult | undefined;
    child.once('message', (message) => {
      result = message as LoadResult;
    });
    child.once('exit', (code) => (result ? resolve(result) : reject(new Error(`load generator exited with ${code} without a result`))));
    child.send(job);
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : Math.round(((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2);
};
/** Median of fractional values (ms per request), two decimals. */
const medianMs = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return (s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2).toFixed(2);
};
const spread = (xs: number[]) => `${Math.min(...xs)} / ${median(xs)} / ${Math.max(...xs)}`;
const load = () => loadavg().map((x) => x.toFixed(2)).join(' / ');

/** Write bookkeeping across all write rounds of one gateway, checked against the database at the end. */
interface Writes {
  sent: Set<string>;
  acked: Set<string>;
  visitsSent: number;
  visitsAcked: number;
}

async function checkWrites(setup: Setup, dataDir: string, userId: number, visitObject: string, writes: Writes): Promise<string[]> {
  const db = await openDatabase({ dataDir: setup.databaseUrl ? undefined : dataDir, databaseUrl: setup.databaseUrl });
  try {
    const [orders] = await db.query<{ n: number }>("SELECT count(*)::integer AS n FROM orders WHERE user_id = $1 AND scene = 'SPEND_RECHARGE'", [userId]);
    const keyed = await db.query<{ key: string; order_id: string | null }>(
      "SELECT i.key, o.id AS order_id FROM idempotency i LEFT JOIN orders o ON o.id = i.response->>'orderId' WHERE i.user_id = $1 AND i.api_code = 'OT003'", [userId]);
    const [visits] = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM visits WHERE object_id = $1', [visitObject]);
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

/** Starts one gateway (setup), runs every round against it, stops it and checks the writes. */
async function benchSetup(setup: Setup): Promise<Outcome> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-bench-'));
  const profileDir = values.profile ? mkdtempSync(join(tmpdir(), 'gateway-prof-')) : null;
  const tag = `${RUN}-w${setup.workers}${setup.databaseUrl ? 'pg' : ''}`;
  const visitObject = `P_BENCH_${tag}`;
  const writes: Writes = { sent: new Set(), acked: new Set(), visitsSent: 0, visitsAcked: 0 };
  const loadBefore = load();
  const gateway = await startGateway(setup, dataDir, profileDir);
  const results: Round[] = [];
  let userId = 0;
  let job = 0;
  try {
    const phone = `135${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const sms = await call(gateway.url, { apiCode: 'BA002', phone });
    const login = await call(gateway.url, { apiCode: 'BA003', phone, smsCode: sms.data.devCode });
    const token = String(login.data.appToken);
    userId = Number((await call(gateway.url, { apiCode: 'SF003' }, token)).data.id);
    const round = async (mix: Mix, connections: number): Promise<Round> => {
      job += 1;
      const cpuBefore = cpuMsOfTree(gateway.child.pid ?? 0);
      const r = await loadInOwnProcess({ url: gateway.url, token, userId, mix, connections, duration, keyPrefix: `bench-${tag}-${job}`, visitObject });
      for (const k of r.sent) writes.sent.add(k);
      for (const k of r.acked) writes.acked.add(k);
      writes.visitsSent += r.visitsSent;
      writes.visitsAcked += r.visitsAcked;
      const cpuMs = r.total > 0 ? (cpuMsOfTree(gateway.child.pid ?? 0) - cpuBefore) / r.total : 0;
      return { mix, connections, rps: r.rps, p99: r.p99, errors: r.errors, cpuMs: Math.round(cpuMs * 1000) / 1000 };
    };
    // Warm-up: JIT, caches, the database's buffers.
    await round('read', 10);
    for (let n = 1; n <= rounds; n += 1) {
      for (const connections of connectionCounts) {
        for (const mix of mixes) {
          const r = await round(mix, connections);
          results.push(r);
          console.log(`${setup.label}  round ${n}  ${mix.padEnd(5)}  ${String(connections).padStart(3)} conn  ${String(r.rps).padStart(5)} req/s  p99 ${String(r.p99).padStart(4)} ms  gateway CPU ${r.cpuMs.toFixed(3)} ms/req${r.errors ? `  ${r.errors} errors/non-0000` : ''}`);
        }
      }
    }
  } finally {
    await stopGateway(gateway);
  }
  const problems = await checkWrites(setup, dataDir, userId, visitObject, writes);
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
  rmSync(dataDir, { recursive: true, force: true });
  return { setup, results, problems, acked: writes.acked.size, loadBefore, loadAfter: load() };
}

function tableRows(o: Outcome, withSetup: boolean): { rows: string[]; lines: string[] } {
  const rows: string[] = [];
  const lines: string[] = [];
  for (const mix of ['read', 'write'] as const) {
    for (const connections of connectionCounts) {
      const rs = o.results.filter((r) => r.mix === mix && r.connections === connections);
      if (rs.length === 0) continue;
      const errors = rs.reduce((a, r) => a + r.errors, 0);
      const name = mix === 'read' ? 'home read mix' : 'write mix';
      rows.push(`| ${withSetup ? `${o.setup.label} | ` : ''}${name} | ${connections} | ${spread(rs.map((r) => r.rps))} | ${spread(rs.map((r) => r.p99))} | ${medianMs(rs.map((r) => r.cpuMs))} | ${errors} |`);
      lines.push(`${o.setup.label.padEnd(12)} ${mix.padEnd(5)} ${String(connections).padStart(3)} conn  req/s ${spread(rs.map((r) => r.rps))}  p99 ms ${spread(rs.map((r) => r.p99))}  gateway CPU ms/req ${medianMs(rs.map((r) => r.cpuMs))}  errors ${errors}`);
    }
  }
  return { rows, lines };
}

const checkLine = (o: Outcome) =>
  o.problems.length ? `${o.setup.label}: write check FAILED: ${o.problems.join('; ')}.` : `${o.setup.label}: write check passed, ${o.acked} acknowledged orders, none lost or duplicated; every visit counted once.`;

function writeBlock(start: string, end: string, body: string[]): void {
  const summary = [start, ...body, end].join('\n');
  const doc = existsSync(PERF_DOC) ? readFileSync(PERF_DOC, 'utf8') : '# Performance\n';
  const next = doc.includes(start) && doc.includes(end)
    ? `${doc.slice(0, doc.indexOf(start))}${summary}${doc.slice(doc.indexOf(end) + end.length)}`
    : `${doc.trimEnd()}\n\n${summary}\n`;
  writeFileSync(PERF_DOC, next);
}

const when = () => `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: Node ${process.version}, ${cpus().length} CPU (${cpus()[0]?.model ?? '?'})`;
const MIXES_TEXT = [
  '- Gateway CPU ms per request: user + system CPU time of the gateway\'s processes (Linux /proc) during the round, divided by the responses; unlike req/s it hardly moves when other work shares the machine.',
  '- Home read mix, logged in: BA015, SF003, BA006 ×2 (notice, banner), MM004, CR003, PD001, BA009.',
  '- Write mix: BA012 (visit insert), OT003 with a new idempotency key, OT003 repeating that key.',
];

const outcomes: Outcome[] = [];
let pg: Awaited<ReturnType<typeof startTestPostgres>> | undefined;
try {
  if (values.postgres) {
    pg = await startTestPostgres();
    for (const workers of [1, 2]) outcomes.push(await benchSetup({ workers, databaseUrl: pg.url, label: `PG ${workers} proc` }));
  } else {
    const databaseUrl = process.env.DATABASE_URL || undefined;
    const workers = Number(values.workers);
    outcomes.push(await benchSetup({ workers, databaseUrl, label: databaseUrl ? `PG ${workers} proc` : 'PGlite' }));
  }
} finally {
  await pg?.stop();
}

console.log(`\nmin / median / max over ${rounds} rounds of ${duration} s:`);
for (const o of outcomes) {
  console.log(`(load average before ${o.loadBefore}, after ${o.loadAfter})`);
  for (const line of tableRows(o, false).lines) console.log(line);
  console.log(checkLine(o));
}

if (!values['no-doc']) {
  if (values.postgres) {
    const own = pg?.own ?? false;
    writeBlock('<!-- gateway-bench-pg:start -->', '<!-- gateway-bench-pg:end -->', [
      '### Gateway on PostgreSQL, 1 and 2 processes',
      '',
      `Measured by \`npm run bench:gateway -- --postgres\` on ${when()}. ${own ? 'A throw-away PostgreSQL (server/testing/postgres.ts: Debian\'s package, temp cluster, `fsync=off`, `synchronous_commit=off`) on the same machine' : 'The PostgreSQL of DATABASE_URL'};`,
      'the gateway (server/main.ts with `WORKERS=1`, then `WORKERS=2`: Node cluster, one port) and the load generator (autocannon, a process of its own) on 127.0.0.1. The gateway CPU column counts the gateway\'s processes only, not PostgreSQL\'s.',
      `Each figure is min / median / max over ${rounds} interleaved rounds of ${duration} s after a warm-up round. Load average (1 / 5 / 15 min) before → after: ${outcomes.map((o) => `${o.setup.label} ${o.loadBefore} → ${o.loadAfter}`).join('; ')}.`,
      '',
      ...MIXES_TEXT,
      '',
      '| gateway | mix | connections | req/s | p99 ms | gateway CPU ms per request (median) | errors or non-0000 |',
      '|---|---|---|---|---|---|---|',
      ...outcomes.flatMap((o) => tableRows(o, true).rows),
      '',
      ...outcomes.map((o) => `${checkLine(o)}  `),
    ]);
  } else {
    const [o] = outcomes;
    if (o) {
      const read50 = o.results.filter((r) => r.mix === 'read' && r.connections === 50);
      const write50 = o.results.filter((r) => r.mix === 'write' && r.connections === 50);
      const met = (ok: boolean) => (ok ? 'met' : 'not met');
      writeBlock('<!-- gateway-bench:start -->', '<!-- gateway-bench:end -->', [
        '## Gateway throughput',
        '',
        `Measured by \`npm run bench:gateway\` (scripts/bench-gateway.ts) on ${when()},`,
        `load average (1 / 5 / 15 min) ${o.loadBefore} before and ${o.loadAfter} after. The gateway ran in its own process (${o.setup.workers} worker${o.setup.workers > 1 ? 's' : ''}, ${o.setup.databaseUrl ? 'PostgreSQL via DATABASE_URL' : 'PGlite in a temp DATA_DIR'}); the load generator (autocannon) ran in a third process of its own (scripts/bench/gateway-load.ts, one per round); all on 127.0.0.1.`,
        `Each figure is min / median / max over ${rounds} interleaved rounds of ${duration} s after a warm-up round.`,
        '',
        ...MIXES_TEXT,
        '',
        '| mix | connections | req/s | p99 ms | gateway CPU ms per request (median) | errors or non-0000 |',
        '|---|---|---|---|---|---|',
        ...tableRows(o, false).rows,
        '',
        checkLine(o).replace(/^[^:]+: write/, 'Write'),
        read50.length ? `Target home read mix ≥ 2,000 req/s with p99 ≤ 50 ms at 50 connections: ${met(median(read50.map((r) => r.rps)) >= 2000 && median(read50.map((r) => r.p99)) <= 50)} in the median round.` : '',
        write50.length ? `Target write mix ≥ 800 req/s at 50 connections: ${met(median(write50.map((r) => r.rps)) >= 800)} in the median round.` : '',
        'See "Where the gateway\'s time goes" below.',
      ]);
    }
  }
}
if (outcomes.some((o) => o.problems.length)) process.exitCode = 1;
