/** `npm run pages:rollback -- <route>`: withdraws the route's newest publication; the previous version (or the bundled page) is live again. */
import { fileURLToPath } from 'node:url';
import { opsLogin } from './pages-client';

export async function rollbackCli(argv: string[]): Promise<number> {
  const route = argv[0];
  if (!route?.startsWith('/')) {
    console.error('usage: npm run pages:rollback -- <route>   (e.g. /activity/newYear)');
    return 2;
  }
  const client = await opsLogin();
  const res = await client.post('/rollback', { route });
  if (res.status !== 200) {
    console.error(String(res.body.error ?? `HTTP ${res.status}`));
    return 1;
  }
  const { withdrawn, live } = res.body as { withdrawn: number; live: number | null };
  console.log(`rolled back ${route}: version ${withdrawn} withdrawn; live now: ${live === null ? 'the bundled page (or not found)' : `version ${live}`}`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  rollbackCli(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    },
  );
}
