import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Db } from '../db/db';
import { sessionOf, type OperatorRole, type OperatorSession } from './sessions';

/** The console's session cookie (HttpOnly, SameSite=Strict, path /ops). */
export const SESSION_COOKIE = 'ops_session';
/** Header carrying the session's CSRF token on every console write made with the cookie. */
export const CSRF_HEADER = 'X-CSRF-Token';

export type OpsEnv = { Variables: { session: OperatorSession; token: string } };

const bearer = (c: Context) => /^Bearer (\S+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Operator authentication. A script sends `Authorization: Bearer <token>` (no ambient credential, so
 * no CSRF token); the console sends its cookie and, on writes, the session's CSRF token. A customer's
 * appToken is never an operator session: every console endpoint answers 401.
 */
export function requireOperator(db: Db, now: () => number): MiddlewareHandler<OpsEnv> {
  return async (c, next) => {
    const fromHeader = bearer(c);
    const token = fromHeader ?? getCookie(c, SESSION_COOKIE);
    const session = token ? await sessionOf(db, token, now()) : null;
    if (!token || !session) return c.json({ error: '请使用运营账号登录' }, 401);
    if (!fromHeader && !SAFE.has(c.req.method) && c.req.header(CSRF_HEADER) !== session.csrfToken) {
      return c.json({ error: '页面已过期，请刷新后重试（CSRF 校验失败）' }, 403);
    }
    c.set('session', session);
    c.set('token', token);
    await next();
  };
}

/** Only operators with one of `roles` pass. */
export function requireRole(...roles: OperatorRole[]): MiddlewareHandler<OpsEnv> {
  return async (c, next) => {
    if (!roles.includes(c.get('session').operator.role)) return c.json({ error: `需要 ${roles.join(' / ')} 角色` }, 403);
    await next();
  };
}
