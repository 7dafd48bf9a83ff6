import { spawnSync } from 'node:child_process';

/** Runs the server engineer's scripts/bench-gateway.ts; it writes its own block of docs/performance.md. */
export async function runGatewayBench(root: string): Promise<void> {
  const script = `${root}scripts/bench-gateway.ts`;
  console.log('[bench] gateway throughput (scripts/bench-gateway.ts):');
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) console.error(`[bench] scripts/bench-gateway.ts exited with ${run.status}; reported, not fatal.`);
}
