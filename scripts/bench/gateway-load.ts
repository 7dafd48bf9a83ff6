/**
 * The load generator of scripts/bench-gateway.ts, in a process of its own: the bench forks this file
 * for every round (`fork()` with tsx), sends it one LoadJob over IPC, and gets one LoadResult back.
 * So autocannon never shares a process (or an event loop) with the gateway or with the bench that
 * orchestrates the rounds and checks the writes.
 */
import autocannon from 'autocannon';

export type Mix = 'read' | 'write';

export interface LoadJob {
  url: string;
  token: string;
  userId: number;
  mix: Mix;
  connections: number;
  duration: number;
  /** Prefix of this round's idempotency keys (unique per bench run and round). */
  keyPrefix: string;
  /** objectId of this run's visits (BA012), counted at the end. */
  visitObject: string;
}

export interface LoadResult {
  rps: number;
  /** Responses received in the round. */
  total: number;
  p99: number;
  errors: number;
  /** Idempotency keys sent with a first OT003, and those answered 0000. */
  sent: string[];
  acked: string[];
  visitsSent: number;
  visitsAcked: number;
}

/** What the home page and the app shell ask for when a logged-in user opens `/` (schemas/pages/index.json, src/stores). */
export const HOME_READS = [
  { apiCode: 'BA015', appNative: 'N' },
  { apiCode: 'SF003' },
  { apiCode: 'BA006', position: 'HOME_NOTICE' },
  { apiCode: 'BA006', position: 'HOME_BANNER' },
  { apiCode: 'MM004', position: 'HOME' },
  { apiCode: 'CR003' },
  { apiCode: 'PD001', position: 'HOME' },
  { apiCode: 'BA009' },
];

const json = (body: object) => JSON.stringify(body);
const ok = (body: string) => body.includes('"rspCode":"0000"');

/** One round of one mix: autocannon with the mix's request cycle per connection. */
export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const headers = { 'content-type': 'application/json', appToken: job.token };
  const lastKey = new WeakMap<object, string>();
  const out: LoadResult = { rps: 0, total: 0, p99: 0, errors: 0, sent: [], acked: [], visitsSent: 0, visitsAcked: 0 };
  let counter = 0;
  let notOk = 0;
  const check = (status: number, body: string) => {
    if (ok(body)) return;
    notOk += 1;
    // The first few refusals, so a failing round says why.
    if (notOk <= 3) console.error(`[load] ${job.mix} got HTTP ${status}: ${body.slice(0, 200)}`);
  };
  const requests: autocannon.Request[] = job.mix === 'read'
    ? HOME_READS.map((body) => ({ body: json(body), onResponse: check }))
    : [
        {
          setupRequest: (req) => {
            out.visitsSent += 1;
            return { ...req, body: json({ apiCode: 'BA012', objectType: 'PRODUCT', objectId: job.visitObject, userId: String(job.userId), visitType: 'PV' }) };
          },
          onResponse: (status, body) => {
            check(status, body);
            if (ok(body)) out.visitsAcked += 1;
          },
        },
        {
          setupRequest: (req, ctx) => {
            counter += 1;
            const key = `${job.keyPrefix}-${String(counter).padStart(8, '0')}`;
            lastKey.set(ctx, key);
            out.sent.push(key);
            return { ...req, body: json({ apiCode: 'OT003', amount: 100, idempotencyKey: key }) };
          },
          onResponse: (status, body, ctx) => {
            check(status, body);
            const key = lastKey.get(ctx);
            if (key && ok(body)) out.acked.push(key);
          },
        },
        {
          setupRequest: (req, ctx) => ({ ...req, body: json({ apiCode: 'OT003', amount: 100, idempotencyKey: lastKey.get(ctx) ?? 'bench-missing' }) }),
          onResponse: check,
        },
      ];
  const result = await autocannon({ url: `${job.url}/utd/gateway`, connections: job.connections, duration: job.duration, method: 'POST', headers, requests });
  if (result.errors || result.timeouts || result.non2xx) console.error(`[load] ${job.mix}: ${result.errors} socket errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  return { ...out, rps: Math.round(result.requests.average), total: result.requests.total, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx + notOk };
}

// Forked by the bench: one job in, one result out, then exit.
if (process.send) {
  process.once('message', (job: LoadJob) => {
    runLoad(job).then(
      (result) => process.send?.(result, () => process.exit(0)),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
