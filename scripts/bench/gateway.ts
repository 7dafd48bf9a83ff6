import { spawnSync } from 'node:child_process';

/**
 * Runs scripts/bench-gateway.ts twice: on PGlite (one process), then `--postgres` (a throw-away
 * PostgreSQL, 1 and 2 gateway processes). Each writes its own block of docs/performance.md; a
 * failure is reported, not fatal (only the size budget fails `npm run bench`).
 */
export async function runGatewayBench(root: string): Promise<void> {
  const script = `${root}scripts/bench-gateway.ts`;
  for (const [label, args] of [['PGlite', []], ['PostgreSQL, 1 and 2 processes', ['--postgres']]] as const) {
    console.log(`[bench] gateway throughput, ${label} (scripts/bench-gateway.ts ${args.join(' ')}):`);
    const run = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) console.error(`[bench] scripts/bench-gateway.ts ${args.join(' ')} exited with ${run.status}; reported, not fatal.`);
  }
}
