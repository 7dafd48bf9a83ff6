import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Context } from 'hono';
import { fileURLToPath } from 'node:url';
import { contract } from '../schemas/api/contract.gen';
import type { Db } from './db/db';
import { RSP } from './gateway/biz-error';
import { createDispatcher } from './gateway/dispatch';
import { createLogger, type Logger } from './gateway/log';
import type { Mode } from './gateway/types';
import { sharedValidators } from './gateway/validate';
import { handlers } from './handlers';
import { consolePage } from './ops/console-page';
import { opsApi } from './ops/ops-api';
import { publicPages } from './ops/public-pages';
import { cachedLivePages } from './ops/live-pages-cache';
import { publishedForHtml } from './ops/servable-version';
import { demoImageHandler } from './http/demo-img';
import { clientAddress, parseTrustedProxies, type TrustedProxies } from './http/client-address';
import { fileHandler } from './http/files';
import { cspSourcesFromConfig, securityHeadersMiddleware, type CspSources } from './http/security-headers';
import { spaHandler } from './http/spa';

export interface AppOptions {
  db: Db;
  mode?: Mode;
  /** Built SPA directory; defaults to dist/ in the project root. */
  distDir?: string;
  now?: () => number;
  log?: Logger;
  /** Validate every response against its contract (tests turn this on). */
  checkResponses?: boolean;
  /** CSP sources; defaults to the runtime config in `distDir` (app-config.json). */
  csp?: CspSources;
  /** Proxies whose X-Forwarded-For names the client; defaults to `TRUSTED_PROXIES` (none when unset). */
  trustedProxies?: TrustedProxies;
}

/** Base64 uploads of up to 5 MB plus the envelope. */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

export const DEFAULT_DIST = fileURLToPath(new URL('../dist', import.meta.url));

/** The peer's address from the Node server's socket; '' in process (app.request in tests). */
function remoteAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return '';
  }
}

/** The client's address for the per-address limits: the peer, or what a trusted proxy forwarded (server/http/client-address.ts). */
function callerAddress(c: Context, trusted: TrustedProxies): string {
  const peer = remoteAddress(c);
  return peer ? clientAddress(peer, c.req.header('x-forwarded-for'), trusted) : '';
}

/** Response header carrying the gateway's clock in epoch ms (every gateway answer). */
export const SERVER_TIME_HEADER = 'X-Server-Time';

/** The gateway (/utd/gateway, /utd/file/*) and the built SPA, as one Hono app. */
export function createApp(options: AppOptions) {
  const log = options.log ?? createLogger();
  const clock = options.now ?? Date.now;
  const trustedProxies = options.trustedProxies ?? parseTrustedProxies(process.env.TRUSTED_PROXIES);
  const dispatch = createDispatcher({
    db: options.db,
    handlers,
    validators: sharedValidators(),
    mode: options.mode ?? 'demo',
    now: clock,
    log,
    checkResponses: options.checkResponses ?? false,
  });

  const gateway = async (c: Context, forcedApiCode?: string) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      log.request('-', RSP.badJson, 0);
      return c.json({ rspCode: RSP.badJson, rspMsg: '请求格式错误', apiCode: '', data: null }, 400);
    }
    if (forcedApiCode && typeof body === 'object' && body !== null && !Array.isArray(body)) {
      body = { ...body, apiCode: forcedApiCode };
    }
    const envelope = await dispatch(body, c.req.header('appToken') ?? null, { ip: callerAddress(c, trustedProxies), userAgent: c.req.header('user-agent') ?? '' });
    // The gateway's clock (epoch ms): the app's server-time conditions and countdowns read it (src/lib/server-clock.ts).
    c.header(SERVER_TIME_HEADER, String(clock()));
    return c.json(envelope, envelope.rspCode === RSP.internal ? 500 : 200);
  };

  const app = new Hono();
  const distDir = options.distDir ?? DEFAULT_DIST;
  app.use('*', securityHeadersMiddleware(options.csp ?? cspSourcesFromConfig(distDir)));
  app.onError((err, c) => {
    log.error('unhandled error', err);
    return c.json({ rspCode: RSP.internal, rspMsg: '系统繁忙，请稍后再试', apiCode: '', data: null }, 500);
  });
  app.use('/utd/*', bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ rspCode: RSP.badJson, rspMsg: '请求体过大', apiCode: '', data: null }, 413),
  }));
  app.post('/utd/gateway', (c) => gateway(c));
  app.post('/utd/file/base64', (c) => gateway(c, 'BA004'));
  app.get('/utd/file/:id', fileHandler(options.db, clock));
  app.get('/demo-img/:name', demoImageHandler);
  // Runtime pages (docs/operators.md): the public manifest and versions, and the operator console's API.
  const livePages = cachedLivePages(options.db);
  app.route('/utd/pages', publicPages(options.db, livePages, clock));
  app.route('/ops/api', opsApi({ db: options.db, now: clock, mode: options.mode ?? 'demo', livePages }));
  app.get('/ops', (c) => c.redirect('/ops/'));
  app.get('/ops/', consolePage(distDir));
  // A route's HTML carries the published-pages manifest and its first screen's public guest data, and
  // a published page's route its version, hints and drawn first screen too (server/http/spa.ts).
  app.get('*', spaHandler(distDir, {
    published: publishedForHtml(livePages, clock),
    guestAnswer: async (api, params) => {
      const meta = (contract as Record<string, { auth: boolean; write: boolean } | undefined>)[api];
      if (!meta || meta.auth || meta.write) return undefined;
      const envelope = await dispatch({ ...params, apiCode: api }, null);
      return envelope.rspCode === RSP.ok ? envelope.data : undefined;
    },
  }));
  return app;
}
