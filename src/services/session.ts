import { asPlainObject } from '@/lib/json';

/** User info as it arrives from the app or BA003; the UserStore validates the fields it reads. */
export type LoginUserInfo = Record<string, unknown>;

/**
 * What a login reply means for the UserStore:
 * - `login`: store the token and set the user info;
 * - `token`: store the token, then fetch the user info (SF003);
 * - `logout`: the reply carries no token: log out locally.
 */
export type LoginOutcome =
  | { kind: 'login'; token: string; userInfo: LoginUserInfo }
  | { kind: 'token'; token: string }
  | { kind: 'logout' };

/** Objects may come as JSON text; a bare token string is not JSON and stays a string. */
function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'string' && !value.trim().startsWith('{') ? undefined : asPlainObject(value);
}

/**
 * Interprets a login reply (spec §4): the native getKeyLoginResponse / oneKeyLoginResponse value
 * (`{token, userInfo}`, `{token}`, a bare token string, or either object as a JSON string) or the
 * BA003 data `{appToken, userInfo}`. An empty or missing token means logout. Never throws.
 */
export function interpretLoginReply(reply: unknown): LoginOutcome {
  if (typeof reply === 'string' && !reply.trim().startsWith('{')) {
    const token = reply.trim();
    return token ? { kind: 'token', token } : { kind: 'logout' };
  }
  const object = asObject(reply);
  const rawToken = object?.token ?? object?.appToken;
  const token = typeof rawToken === 'string' ? rawToken.trim() : '';
  if (!token) return { kind: 'logout' };
  const userInfo = asObject(object?.userInfo);
  return userInfo ? { kind: 'login', token, userInfo } : { kind: 'token', token };
}
