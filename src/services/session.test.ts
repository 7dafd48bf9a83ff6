import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { interpretLoginReply } from './session';

describe('login reply (spec §4)', () => {
  it('an object with token and userInfo stores the token and sets the info', () => {
    expect(interpretLoginReply({ token: 't1', userInfo: { id: 'u1', flow: 'FINISH' } })).toEqual({
      kind: 'login',
      token: 't1',
      userInfo: { id: 'u1', flow: 'FINISH' },
    });
  });
  it('a token without userInfo stores the token and fetches the info', () => {
    expect(interpretLoginReply({ token: 't1' })).toEqual({ kind: 'token', token: 't1' });
  });
  it('a bare string token is stored and the info fetched', () => {
    expect(interpretLoginReply('abc.def')).toEqual({ kind: 'token', token: 'abc.def' });
  });
  it('the JSON string of an object is read as the object', () => {
    expect(interpretLoginReply('{"token":"t2","userInfo":"{\\"id\\":\\"u2\\"}"}')).toEqual({
      kind: 'login',
      token: 't2',
      userInfo: { id: 'u2' },
    });
  });
  it('the BA003 shape {appToken, userInfo} logs in', () => {
    expect(interpretLoginReply({ appToken: 't3', userInfo: { id: 'u3' } })).toMatchObject({ kind: 'login', token: 't3' });
  });
  it.each([undefined, null, '', '   ', {}, { token: '' }, { userInfo: { id: 'u' } }, 42])('a reply without a token (%j) logs out', (reply) => {
    expect(interpretLoginReply(reply)).toEqual({ kind: 'logout' });
  });
  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.anything()), (reply) => ['login', 'token', 'logout'].includes(interpretLoginReply(reply).kind)));
  });
});
