import { createHash } from 'node:crypto';
import type { Handler, HandlerCtx } from '../gateway/types';

/** Reports one client may have stored per rolling minute (BA030); the rest are answered but dropped. */
export const REPORTS_PER_MINUTE = 30;
const WINDOW_MS = 60_000;
const MAX_USER_AGENT = 300;

/** Who the rate limit counts: the user with a valid token, else the address and User-Agent. */
export function clientKey(ctx: Pick<HandlerCtx<unknown>, 'userId' | 'client'>): string {
  if (ctx.userId !== null) return `user:${ctx.userId}`;
  const who = `${ctx.client?.ip ?? ''}|${ctx.client?.userAgent ?? ''}`;
  return `anon:${createHash('sha256').update(who).digest('hex').slice(0, 32)}`;
}

/**
 * BA030 前端问题上报: stores the app's reports of problems it contained (dropped blocks, refused
 * data sources), at most REPORTS_PER_MINUTE per client; extra ones are counted in `dropped`.
 */
const BA030: Handler<'BA030'> = async (ctx) => {
  const { req, db, now, userId } = ctx;
  const t = now();
  const key = clientKey(ctx);
  const userAgent = (req.userAgent ?? ctx.client?.userAgent ?? '').slice(0, MAX_USER_AGENT);
  return db.transaction(async (tx) => {
    // One client's concurrent calls count one after another, so together they stay within the limit.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
    const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM client_reports WHERE client_key = $1 AND received_at > $2', [key, t - WINDOW_MS]);
    const room = Math.max(0, REPORTS_PER_MINUTE - (row?.n ?? 0));
    const kept = req.reports.slice(0, room);
    for (const r of kept) {
      await tx.query(
        `INSERT INTO client_reports (client_key, user_id, route, pointer, message, api_code, app_version, user_agent, client_time, received_at, page_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [key, userId, r.route, r.pointer, r.message, r.apiCode ?? null, req.appVersion ?? null, userAgent || null, r.clientTime, t, r.pageVersion ?? null],
      );
    }
    return { accepted: kept.length, dropped: req.reports.length - kept.length };
  });
};

export const clientReportHandlers = { BA030 };
