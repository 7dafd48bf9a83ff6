/**
 * `npm run pages:publish -- <file.json> [--route /activity/x] [--at <start>] [--until <end>]`
 * Publishes a page through the gateway (POST /ops/api/publish, checked there by checker/) as
 * OPS_USER / OPS_PASSWORD against GATEWAY_URL; prints the version, or the checker's messages and exits 1.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { opsLogin } from './pages-client';

interface Problem {
  file: string;
  pointer: string;
  message: string;
}

export async function publishCli(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { route: { type: 'string' }, at: { type: 'string' }, until: { type: 'string' } } });
  const file = positionals[0];
  if (!file) {
    console.error('usage: npm run pages:publish -- <file.json> [--route /activity/x] [--at <start>] [--until <end>]');
    return 2;
  }
  let page: { route?: { path?: string } };
  try {
    page = JSON.parse(readFileSync(file, 'utf8')) as typeof page;
  } catch (err) {
    console.error(`${file}: not valid JSON: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
  const route = values.route ?? page.route?.path;
  const client = await opsLogin();
  const res = await client.post('/publish', { route, page, start: values.at, end: values.until });
  if (res.status !== 200) {
    const problems = (res.body.problems ?? []) as Problem[];
    for (const p of problems) console.error(`${file}:${p.pointer || '/'}: ${p.message}`);
    console.error(`${String(res.body.error ?? `HTTP ${res.status}`)}${problems.length ? ` (${problems.length} problem(s))` : ''}`);
    return 1;
  }
  const { version, hash, start, end } = res.body as { version: number; hash: string; start: number | null; end: number | null };
  const window = start !== null || end !== null ? ` from ${start ? new Date(start).toISOString() : 'now'} until ${end ? new Date(end).toISOString() : 'withdrawn'}` : '';
  console.log(`published ${String(res.body.route)} version ${version} (${hash})${window}`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  publishCli(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    },
  );
}
