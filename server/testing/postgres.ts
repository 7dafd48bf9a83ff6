import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/**
 * A throw-away PostgreSQL server for tests and benches: `DATABASE_URL` when it is set, otherwise
 * a fresh cluster started from Debian's `postgresql` package (initdb + postgres on a free
 * 127.0.0.1 port, trust auth, data in a temp folder removed on stop). As root the server runs as
 * the `postgres` user, because PostgreSQL refuses to run as root.
 */
export interface TestPostgres {
  url: string;
  /** True when the server was started here (and stop() removes it). */
  own: boolean;
  stop(): Promise<void>;
}

const BIN_DIRS = ['/usr/lib/postgresql'];

/** The folder holding initdb and postgres, newest major version first; undefined when not installed. */
export function postgresBinDir(): string | undefined {
  for (const root of BIN_DIRS) {
    if (!existsSync(root)) continue;
    const majors = readdirSync(root)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const major of majors) {
      const dir = join(root, major, 'bin');
      if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'))) return dir;
    }
  }
  return undefined;
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** argv that runs `command` as the postgres user when we are root. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function waitReady(binDir: string, port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error('postgres exited during start-up');
    try {
      execFileSync(join(binDir, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-q']);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error('postgres did not become ready within 20 s');
}

/**
 * Starts (or borrows, from DATABASE_URL) a PostgreSQL server. Throws with an install hint when
 * neither is available: the suites that need it are part of `npm test`, and .ci/run installs the
 * `postgresql` package when it is missing.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const given = process.env.DATABASE_URL;
  if (given) return { url: given, own: false, stop: async () => {} };

  const binDir = postgresBinDir();
  if (!binDir) {
    throw new Error(
      'PostgreSQL is not installed: set DATABASE_URL, or install Debian\'s "postgresql" package (.ci/run does)',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'qsh-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const [initCmd, initArgs] = asPostgresUser(join(binDir, 'initdb'), [
    '-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '-N',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });

  const port = await freePort();
  const [pgCmd, pgArgs] = asPostgresUser(join(binDir, 'postgres'), [
    '-D', dataDir, '-p', String(port), '-h', '127.0.0.1', '-k', dir,
    '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
    '-c', 'max_connections=200',
  ]);
  const child = spawn(pgCmd, pgArgs, { stdio: 'ignore', detached: false });
  await waitReady(binDir, port, child);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    own: true,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        const [stopCmd, stopArgs] = asPostgresUser(join(binDir, 'pg_ctl'), ['-D', dataDir, 'stop', '-m', 'fast', '-w']);
        try {
          execFileSync(stopCmd, stopArgs, { stdio: 'ignore' });
        } catch {
          child.kill('SIGINT');
        }
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
