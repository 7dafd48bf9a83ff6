import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../../server/main';

export interface Gateway {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the reference gateway (serving `distDir`, by default dist/) on a free 127.0.0.1 port with a fresh data
 * directory, on the system clock unless `now` is given; `close()` stops it and deletes the directory.
 */
export async function startGateway(distDir?: string, now?: () => number): Promise<Gateway> {
  process.env.LOG ??= 'silent';
  // The whole e2e run logs in from 127.0.0.1 against this one gateway: far past the SMS send limits meant for one person.
  process.env.SMS_PER_CLIENT_HOUR ??= '100000';
  process.env.SMS_PER_PHONE_DAY ??= '100000';
  const dataDir = await mkdtemp(join(tmpdir(), 'qsh-e2e-data-'));
  try {
    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, mode: 'demo', ...(distDir ? { distDir } : {}), ...(now ? { now } : {}) });
    return {
      url: server.url,
      async close() {
        await server.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`[e2e] the reference gateway did not start: ${(error as Error).message}`, { cause: error });
  }
}
