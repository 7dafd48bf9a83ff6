import { serve } from '@hono/node-server';
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { startCluster } from './cluster';
import type { Db } from './db/db';
import { openDatabase } from './db/open';
import type { Mode } from './gateway/types';
import { pageValidator } from '../scripts/check/page-validator';
import { livePublications } from './ops/pages-store';
import { clockFromEnv } from './testing/file-clock';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ServerOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** PGlite data directory (ignored with databaseUrl). */
  dataDir?: string;
  databaseUrl?: string;
  mode?: Mode;
  distDir?: string;
  checkResponses?: boolean;
  now?: () => number;
}

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  close(): Promise<void>;
}

/** Opens (migrates, seeds) the database and serves gateway + SPA. Used by main, tests, the bench and the e2e harness. */
export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const db = await openDatabase({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl });
  const app = createApp({ db, mode: opts.mode, distDir: opts.distDir, checkResponses: opts.checkResponses, now: opts.now });
  // With published pages live, compile the page validator now, before requests come in, rather
  // than stall them later (about a second; server/ops/servable-version.ts).
  if ((await livePublications(db, (opts.now ?? Date.now)())).length > 0) pageValidator();
  const host = opts.host ?? '127.0.0.1';
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: opts.port ?? 8080, hostname: host }, () => resolve(s));
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${host}:${port}`,
    port,
    db,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          if ('closeAllConnections' in server) server.closeAllConnections();
        });
        await db.close();
      })();
      return closing;
    },
  };
}

function readMode(value: string | undefined): Mode {
  if (value === undefined || value === '' || value === 'demo') return 'demo';
  if (value === 'production') return 'production';
  throw new Error(`MODE must be demo or production, got "${value}"`);
}

function readPort(value: string | undefined): number {
  const port = Number(value ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be an integer 0-65535, got "${value}"`);
  return port;
}

function readWorkers(value: string | undefined): number {
  const workers = Number(value || 1);
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`WORKERS must be a positive integer, got "${value}"`);
  return workers;
}

async function main(): Promise<void> {
  const workers = readWorkers(process.env.WORKERS);
  if (workers > 1 && cluster.isPrimary) {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) throw new Error('WORKERS > 1 needs DATABASE_URL: PGlite serves one process only');
    const url = await startCluster({ workers, port: readPort(process.env.PORT), host: process.env.HOST || '127.0.0.1', databaseUrl });
    console.log(`Gateway and app listening on ${url} (${workers} worker processes)`);
    return;
  }
  const running = await startServer({
    port: readPort(process.env.PORT),
    host: process.env.HOST || '127.0.0.1',
    dataDir: process.env.DATA_DIR || `${PROJECT_ROOT}.data`,
    databaseUrl: process.env.DATABASE_URL || undefined,
    mode: readMode(process.env.MODE),
    // Tests only (refused with MODE=production): a clock several gateway processes share.
    now: clockFromEnv(process.env.TEST_CLOCK_FILE, readMode(process.env.MODE)),
  });
  if (cluster.isPrimary) console.log(`Gateway and app listening on ${running.url}`);
  const stop = (signal: string) => {
    console.log(`${signal}: shutting down`);
    running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
