import { describe, expect, it } from 'vitest';
import { contract, type ApiCode } from '../../schemas/api/contract.gen';
import { handlers } from '../handlers';
import { CACHED_CONTENT } from './content-cache';
import { OPTIONAL_SESSION } from './session-need';

const codes = Object.keys(contract) as ApiCode[];
const isPublic = (code: ApiCode) => !contract[code].auth;

/** Whether a handler may read who called: anything but a destructured parameter without userId and token. */
function readsCaller(code: ApiCode): boolean {
  const source = String(handlers[code]);
  const params = source.slice(0, source.indexOf('=>'));
  const pattern = /\(\s*\{([^}]*)\}\s*\)/.exec(params);
  if (!pattern) return true;
  return /\b(?:userId|token)\b/.test(pattern[1] ?? '');
}

describe('the gateway looks the session up only where the handler reads the caller', () => {
  it('every public apiCode whose handler may read the caller is in OPTIONAL_SESSION', () => {
    const missing = codes.filter((code) => isPublic(code) && readsCaller(code) && !OPTIONAL_SESSION.has(code));
    expect(missing).toEqual([]);
  });
  it('OPTIONAL_SESSION holds public apiCodes only', () => {
    expect([...OPTIONAL_SESSION].filter((code) => !isPublic(code))).toEqual([]);
  });
  it('cached content is public, and its handlers do not read the caller', () => {
    const cached = Object.keys(CACHED_CONTENT) as ApiCode[];
    expect(cached.filter((code) => !isPublic(code) || OPTIONAL_SESSION.has(code) || readsCaller(code) || contract[code].write)).toEqual([]);
  });
});
