import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import type { Db } from './db/db';
import { openDatabase } from './db/open';
import { LIMITS } from './domain/throttle';
import type { Envelope } from './gateway/types';
import { clientAddress, parseTrustedProxies, TRUST_NONE } from './http/client-address';

/**
 * The per-address limits count the client's address (issue #21): by default the socket's peer, so a
 * client cannot pick its own key with X-Forwarded-For; behind proxies named in TRUSTED_PROXIES, the
 * address the outermost trusted proxy saw.
 */
describe('clientAddress', () => {
  const list = parseTrustedProxies('127.0.0.1, 10.0.0.0/8, fd00::/8');

  it('without trusted proxies is the peer, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', TRUST_NONE)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7', undefined, TRUST_NONE)).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1', '198.51.100.1', parseTrustedProxies(''))).toBe('127.0.0.1');
  });

  it('with a list, takes the first untrusted address from the right; what the client prepended is never read', () => {
    expect(clientAddress('10.1.2.3', '198.51.100.1', list)).toBe('198.51.100.1');
    // The client wrote 1.1.1.1 itself; the edge proxy (10.0.0.9) appended the real peer.
    expect(clientAddress('127.0.0.1', '1.1.1.1, 198.51.100.1, 10.0.0.9', list)).toBe('198.51.100.1');
    expect(clientAddress('::ffff:127.0.0.1', '[2001:db8::1]:4711', list)).toBe('2001:db8::1');
    expect(clientAddress('fd00::5', '203.0.113.9:5678', list)).toBe('203.0.113.9');
    // All hops trusted: the leftmost.
    expect(clientAddress('127.0.0.1', '10.0.0.1, 10.0.0.2', list)).toBe('10.0.0.1');
    // A garbled hop ends the walk at the last good address.
    expect(clientAddress('127.0.0.1', 'not-an-ip', list)).toBe('127.0.0.1');
  });

  it('with a list, an untrusted peer is the client even when it sends X-Forwarded-For', () => {
    expect(clientAddress('203.0.113.7', '10.0.0.1', list)).toBe('203.0.113.7');
  });

  it('with a hop count, takes the entry that many places from the right', () => {
    expect(clientAddress('10.0.0.1', '1.1.1.1, 198.51.100.1', parseTrustedProxies('1'))).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.1', '1.1.1.1, 198.51.100.1, 10.0.0.2', parseTrustedProxies('2'))).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.1', '198.51.100.1', parseTrustedProxies('3'))).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.1', undefined, parseTrustedProxies('1'))).toBe('10.0.0.1');
  });

  it('refuses a setting that is not IPs, CIDR ranges or a hop count', () => {
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.1/8/8', '::1/129', '1.2.3', '99']) {
      expect(() => parseTrustedProxies(bad), bad).toThrow(/TRUSTED_PROXIES/);
    }
    expect(parseTrustedProxies('0')).toEqual(TRUST_NONE);
  });
});

describe('the per-address SMS limit through the gateway', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({});
  }, 60_000);

  const quiet = { request: () => undefined, error: (m: string, e: unknown) => console.error(m, e) };
  let phoneSeq = 0;
  const newPhone = () => `1370000${String(1000 + (phoneSeq += 1)).padStart(4, '0')}`;

  /** One BA002 from socket peer `peer` with an X-Forwarded-For header, on an app trusting `trusted`. */
  function sender(trusted: string, now: () => number) {
    const app = createApp({ db, now, log: quiet, trustedProxies: parseTrustedProxies(trusted) });
    return async (peer: string, forwardedFor: string): Promise<Envelope> => {
      const res = await app.request(
        '/utd/gateway',
        { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body: JSON.stringify({ apiCode: 'BA002', phone: newPhone() }) },
        { incoming: { socket: { remoteAddress: peer } } },
      );
      return (await res.json()) as Envelope;
    };
  }

  it('by default counts the peer: a new X-Forwarded-For on every call does not get past 20 an hour', async () => {
    const send = sender('', () => Date.UTC(2027, 1, 1, 1));
    for (let i = 0; i < LIMITS.smsPerClientHour; i += 1) expect((await send('203.0.113.50', `198.51.100.${i}`)).rspCode).toBe('0000');
    expect(await send('203.0.113.50', '198.51.100.99')).toMatchObject({ rspCode: '2003', rspMsg: '获取验证码过于频繁，请1小时后再试' });
  });

  it('behind a trusted proxy counts each forwarded client apart, and the proxy is not one client', async () => {
    const send = sender('127.0.0.1', () => Date.UTC(2027, 1, 2, 1));
    for (let i = 0; i < LIMITS.smsPerClientHour; i += 1) expect((await send('127.0.0.1', `198.51.100.${i}`)).rspCode).toBe('0000');
    expect((await send('127.0.0.1', '198.51.100.200')).rspCode).toBe('0000');
    // One forwarded client still has its own 20 an hour.
    for (let i = 1; i < LIMITS.smsPerClientHour; i += 1) expect((await send('127.0.0.1', '198.51.100.7')).rspCode).toBe('0000');
    expect((await send('127.0.0.1', '198.51.100.7')).rspCode).toBe('2003');
    // A caller that is not the proxy is counted by its own address, not the one it names.
    expect((await send('203.0.113.60', '198.51.100.7')).rspCode).toBe('0000');
  });
});
