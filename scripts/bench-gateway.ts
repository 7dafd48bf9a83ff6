/**
 * Gateway throughput: starts the server on a free 127.0.0.1 port with a temp data dir, runs autocannon
 * with a mixed read/write load, checks that no write was lost or duplicated by counting rows, prints
 * requests/s and p99, and writes them into the gateway section of docs/performance.md.
 * Run: node --import tsx scripts/bench-gateway.ts [--duration 10] [--connections 10]
 */
import autocannon from 'autocannon';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

process.env.LOG = 'silent';
const { startServer } = await import('../server/main');

const root = fileURLToPath(new URL('..', import.meta.url));
const PERF_DOC = join(root, 'docs/performance.md');
const START = '<!-- gateway-bench:start -->';
const END = '<!-- gateway-bench:end -->';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } } });
const duration = Number(values.duration);
const connections = Number(values.connections);

async function call(url: string, body: object, token?: string): Promise<{ rspCode: string; data: Record<string, unknown> }> {
  const res = await fetch(`${url}/utd/gateway`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { appToken: token } : {}) }, body: JSON.stringify(body) });
  return (await res.json()) as { rspCode: string; data: Record<string, unknown> };
}

const dataDir = mkdtempSync(join(tmpdir(), 'gateway-bench-'));
const server = await startServer({ port: 0, host: '127.0.0.1', dataDir });
try {
  const phone = '13512345678';
  const sms = await call(server.url, { apiCode: 'BA002', phone });
  const login = await call(server.url, { apiCode: 'BA003', phone, smsCode: sms.data.devCode });
  const token = String(login.data.appToken);
  const [user] = await server.db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [phone]);
  const userId = user?.id ?? 0;

  let counter = 0;
  const lastKey = new WeakMap<object, string>();
  const sentKeys = new Set<string>();
  const ackedKeys = new Set<string>();
  let sentVisits = 0;
  let ackedVisits = 0;
  const json = (body: object) => JSON.stringify(body);
  const headers = { 'content-type': 'application/json', appToken: token };
  const ok = (body: string) => body.includes('"rspCode":"0000"');

  const result = await autocannon({
    url: `${server.url}/utd/gateway`,
    connections,
    duration,
    method: 'POST',
    headers,
    requests: [
      { body: json({ apiCode: 'BA015', appNative: 'N' }) },
      { body: json({ apiCode: 'PD001', position: 'RECOMMEND' }) },
      { body: json({ apiCode: 'SF003' }) },
      {
        setupRequest: (req) => {
          sentVisits += 1;
          return { ...req, body: json({ apiCode: 'BA012', objectType: 'PRODUCT', objectId: 'P_BENCH', userId: String(userId), visitType: 'PV' }) };
        },
        onResponse: (_status, body) => {
          if (ok(body)) ackedVisits += 1;
        },
      },
      {
        setupRequest: (req, ctx) => {
          counter += 1;
          const key = `bench-${String(counter).padStart(8, '0')}`;
          lastKey.set(ctx, key);
          sentKeys.add(key);
          return { ...req, body: json({ apiCode: 'OT003', amount: 100, idempotencyKey: key }) };
        },
        onResponse: (_status, body, ctx) => {
          const key = lastKey.get(ctx);
          if (key && ok(body)) ackedKeys.add(key);
        },
      },
      {
        setupRequest: (req, ctx) => ({ ...req, body: json({ apiCode: 'OT003', amount: 100, idempotencyKey: lastKey.get(ctx) ?? 'bench-missing' }) }),
      },
    ],
  });
  await new Promise((r) => setTimeout(r, 500));

  const orders = await server.db.query<{ n: number }>("SELECT count(*)::integer AS n FROM orders WHERE user_id = $1 AND scene = 'SPEND_RECHARGE'", [userId]);
  const keyed = await server.db.query<{ key: string; order_id: string | null }>(
    "SELECT i.key, o.id AS order_id FROM idempotency i LEFT JOIN orders o ON o.id = i.response->>'orderId' WHERE i.user_id = $1 AND i.api_code = 'OT003'", [userId]);
  const [visits] = await server.db.query<{ n: number }>("SELECT count(*)::integer AS n FROM visits WHERE object_id = 'P_BENCH'");
  const orderRows = orders[0]?.n ?? 0;
  const lost = [...ackedKeys].filter((k) => !keyed.some((r) => r.key === k && r.order_id)).length;
  const duplicated = orderRows - keyed.length;
  const strayKeys = keyed.filter((r) => !sentKeys.has(r.key)).length;
  const visitRows = visits?.n ?? 0;
  const visitsOk = visitRows >= ackedVisits && visitRows <= sentVisits;
  const problems = [
    lost ? `${lost} acknowledged orders missing` : '',
    duplicated ? `${duplicated} duplicated orders` : '',
    strayKeys ? `${strayKeys} unknown keys` : '',
    visitsOk ? '' : `visits ${visitRows} outside [${ackedVisits}, ${sentVisits}]`,
  ].filter(Boolean);

  const rps = Math.round(result.requests.average);
  const p99 = result.latency.p99;
  const summary = [
    START,
    '## Gateway throughput',
    '',
    `Measured by \`scripts/bench-gateway.ts\` on ${new Date().toISOString().slice(0, 10)} (Node ${process.version}, ${cpus().length} CPU, PGlite in a temp DATA_DIR, 127.0.0.1 only).`,
    `Load: autocannon, ${connections} connections for ${duration} s, each connection cycling BA015, PD001, SF003 (reads), BA012 (visit insert),`,
    'OT003 with a new idempotency key and OT003 repeating that key (writes).',
    '',
    '| Metric | Value |',
    '|---|---|',
    `| Requests/s (average) | ${rps} |`,
    `| Latency p50 / p99 | ${result.latency.p50} ms / ${p99} ms |`,
    `| Requests total / non-2xx / errors / timeouts | ${result.requests.total} / ${result.non2xx} / ${result.errors} / ${result.timeouts} |`,
    `| Orders written (unique keys acknowledged) | ${orderRows} (${ackedKeys.size}) |`,
    `| Lost / duplicated writes | ${lost} / ${Math.max(0, duplicated)} |`,
    '',
    'PGlite runs one query at a time in one process, so writes are serialised; with DATABASE_URL (PostgreSQL) the pool allows 10 concurrent transactions.',
    END,
  ].join('\n');
  const doc = existsSync(PERF_DOC) ? readFileSync(PERF_DOC, 'utf8') : '# Performance\n';
  const next = doc.includes(START) && doc.includes(END)
    ? `${doc.slice(0, doc.indexOf(START))}${summary}${doc.slice(doc.indexOf(END) + END.length)}`
    : `${doc.trimEnd()}\n\n${summary}\n`;
  writeFileSync(PERF_DOC, next);

  console.log(`requests/s ${rps}  p99 ${p99} ms  total ${result.requests.total}  orders ${orderRows}  acked ${ackedKeys.size}`);
  if (problems.length) {
    console.error(`WRITE CHECK FAILED: ${problems.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('write check: no lost or duplicated writes');
  }
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
