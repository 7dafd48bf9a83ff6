import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { verifyPassword } from './password';

export type OperatorRole = 'editor' | 'publisher';

export interface Operator {
  id: number;
  username: string;
  role: OperatorRole;
}

export interface OperatorSession {
  operator: Operator;
  csrfToken: string;
}

/** Sessions last 8 hours (one working day). */
export const SESSION_MS = 8 * 60 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Checks the password and opens a session; null when the name or password is wrong. */
/**
 * Logs an operator in. The demo operators the migration seeds (created_at 0, passwords written in
 * docs/operators.md) log in only when `allowDemo` (the gateway's demo mode), never in production.
 */
export async function login(db: Db, username: string, password: string, now: number, allowDemo = true): Promise<{ token: string; session: OperatorSession } | null> {
  const [row] = await db.query<{ id: number; username: string; role: OperatorRole; password_hash: string; created_at: number | string }>(
    'SELECT id, username, role, password_hash, created_at FROM operators WHERE username = $1',
    [username],
  );
  // A missing account still costs one scrypt, so timing does not tell which names exist.
  const ok = await verifyPassword(password, row?.password_hash ?? 'scrypt$16384$8$1$00$00');
  if (!row || !ok || (!allowDemo && Number(row.created_at) === 0)) return null;
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  await db.query('INSERT INTO operator_sessions (token_hash, operator_id, csrf_token, expires_at) VALUES ($1, $2, $3, $4)', [sha256(token), row.id, csrfToken, now + SESSION_MS]);
  return { token, session: { operator: { id: row.id, username: row.username, role: row.role }, csrfToken } };
}

/** The live session of a token, or null (unknown, expired, or a customer's token). */
export async function sessionOf(db: Db, token: string, now: number): Promise<OperatorSession | null> {
  const [row] = await db.query<{ id: number; username: string; role: OperatorRole; csrf_token: string }>(
    `SELECT o.id, o.username, o.role, s.csrf_token FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
     WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [sha256(token), now],
  );
  return row ? { operator: { id: row.id, username: row.username, role: row.role }, csrfToken: row.csrf_token } : null;
}

export async function logout(db: Db, token: string): Promise<void> {
  await db.query('DELETE FROM operator_sessions WHERE token_hash = $1', [sha256(token)]);
}
