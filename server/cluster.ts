import cluster from 'node:cluster';
import { openDatabase } from './db/open';

export interface ClusterOptions {
  workers: number;
  port: number;
  host: string;
  databaseUrl: string;
}

/**
 * Several gateway processes behind one port (Node cluster; the primary hands connections to the
 * workers), all on one PostgreSQL. The primary migrates and seeds once, then forks; a worker that
 * dies is replaced. Caches are per process; each tells the others what it wrote (LISTEN/NOTIFY,
 * server/db/pg-changes.ts) and they are short-lived besides (server/cache), so they stay correct.
 * Returns the URL once every worker listens.
 */
export async function startCluster(opts: ClusterOptions): Promise<string> {
  if (!cluster.isPrimary) throw new Error('startCluster runs in the primary process');
  const db = await openDatabase({ databaseUrl: opts.databaseUrl });
  await db.close();
  let stopping = false;
  const url = await new Promise<string>((resolve) => {
    let listening = 0;
    cluster.on('listening', (_worker, address) => {
      listening += 1;
      if (listening === opts.workers) resolve(`http://${opts.host}:${address.port}`);
    });
    for (let i = 0; i < opts.workers; i += 1) cluster.fork();
  });
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`worker ${worker.process.pid} exited with ${code}; starting another`);
    cluster.fork();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return url;
}
