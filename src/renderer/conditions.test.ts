import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { BindingContext } from './bindings';
import { evaluateWhen, type When } from './conditions';
import type { Shell } from '@schemas/shells';
import { testStores } from '../../tests/support/render-page';

interface Situation {
  variant?: 'official' | 'verify';
  shell?: Shell;
  loggedIn?: boolean;
  flow?: 'IDCARD' | 'INFO' | 'FINISH';
  version?: string;
  permissions?: string[];
  roles?: string[];
  query?: Record<string, string>;
}

function contextFor(s: Situation): BindingContext {
  const { user, app } = testStores({ variant: s.variant ?? 'official', shell: s.shell ?? 'browser' });
  runInAction(() => {
    if (s.version) app.setAppVersion(s.version);
    if (s.loggedIn || s.flow) {
      user.setToken('t');
      user.setInfo({ id: 'u1', phone: '13800000000', flow: s.flow ?? 'INFO', permissions: s.permissions ?? [], roles: s.roles ?? [] });
    }
  });
  return { query: s.query ?? {}, params: {}, user, app };
}

const rows: [string, When | undefined, Situation, boolean][] = [
  ['no condition always shows', undefined, {}, true],
  ['variant matches', { variant: 'official' }, { variant: 'official' }, true],
  ['variant differs', { variant: 'official' }, { variant: 'verify' }, false],
  ['variant in a list', { variant: ['official', 'verify'] }, { variant: 'verify' }, true],
  ['loggedIn true for a guest', { loggedIn: true }, {}, false],
  ['loggedIn true for a user', { loggedIn: true }, { loggedIn: true }, true],
  ['loggedIn false for a guest', { loggedIn: false }, {}, true],
  ['flow one value', { flow: 'FINISH' }, { flow: 'FINISH' }, true],
  ['flow other value', { flow: 'FINISH' }, { flow: 'INFO' }, false],
  ['flow list', { flow: ['IDCARD', 'INFO'] }, { flow: 'INFO' }, true],
  ['flow for a guest', { flow: 'INFO' }, {}, false],
  ['shell matches', { shell: 'flutter' }, { shell: 'flutter' }, true],
  ['shell list misses', { shell: ['flutter', 'uni'] }, { shell: 'browser' }, false],
  ['appVersion at min', { appVersion: { min: 303 } }, { version: 'v3.0.3' }, true],
  ['appVersion below min', { appVersion: { min: 303 } }, { version: 'v3.0.2' }, false],
  ['appVersion above max', { appVersion: { max: 300 } }, { version: 'v3.0.1' }, false],
  ['appVersion within range', { appVersion: { min: 100, max: 400 } }, { version: 'v2.0.0' }, true],
  ['permission held', { permission: 'bill:view' }, { loggedIn: true, permissions: ['bill:view'] }, true],
  ['permission missing', { permission: 'bill:view' }, { loggedIn: true, permissions: ['bill:pay'] }, false],
  ['permission *:*:* grants all', { permission: 'bill:view' }, { loggedIn: true, permissions: ['*:*:*'] }, true],
  ['permission anyOf', { permission: { anyOf: ['a', 'b'] } }, { loggedIn: true, permissions: ['b'] }, true],
  ['permission allOf partly held', { permission: { allOf: ['a', 'b'] } }, { loggedIn: true, permissions: ['b'] }, false],
  ['permission for a guest', { permission: 'a' }, {}, false],
  ['role held', { role: 'vip' }, { loggedIn: true, roles: ['vip'] }, true],
  ['role admin passes', { role: { allOf: ['vip', 'staff'] } }, { loggedIn: true, roles: ['admin'] }, true],
  ['role anyOf missing', { role: { anyOf: ['vip', 'staff'] } }, { loggedIn: true, roles: ['guest'] }, false],
  ['query given', { query: 'amount' }, { query: { amount: '¥12.00' } }, true],
  ['query missing', { query: 'amount' }, { query: { card: 'x' } }, false],
  ['query empty', { query: 'amount' }, { query: { amount: '' } }, false],
  ['not query: a page opened without it', { not: { query: 'amount' } }, {}, true],
  ['not inverts', { not: { variant: 'verify' } }, { variant: 'official' }, true],
  ['anyOf one holds', { anyOf: [{ shell: 'uni' }, { loggedIn: true }] }, { loggedIn: true }, true],
  ['anyOf none holds', { anyOf: [{ shell: 'uni' }, { loggedIn: true }] }, {}, false],
  ['allOf all hold', { allOf: [{ variant: 'official' }, { loggedIn: true }] }, { loggedIn: true }, true],
  ['several keys must all hold', { variant: 'official', flow: 'FINISH' }, { flow: 'INFO' }, false],
];

describe('block conditions (when)', () => {
  it.each(rows)('%s', (_name, when, situation, shown) => {
    expect(evaluateWhen(when, contextFor(situation))).toBe(shown);
  });
});
