import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/db';
import { openDatabase } from './db/open';
import { LIMITS } from './domain/throttle';
import { DEMO_PAY_PASSWORD, DEMO_PHONE } from './seed/demo-users';
import { openInProcess, type InProcess } from './testing/harness';

/**
 * Brute-force limits (issue #21) with a test clock. Two app instances (two "gateway processes") share
 * one database and take turns, so every limit below is proved to live in the database, not in a process.
 */
const MINUTE = 60_000;
let clock = Date.UTC(2027, 0, 4, 2, 0, 0);
const now = () => clock;
const tick = (ms: number) => {
  clock += ms;
};

let db: Db;
let a: InProcess;
let b: InProcess;
/** Another client address, on the second process. */
let other: InProcess;
let phoneSeq = 0;
const newPhone = () => `1390000${String(1000 + (phoneSeq += 1)).padStart(4, '0')}`;

beforeAll(async () => {
  db = await openDatabase({});
  a = await openInProcess({ db, now, ip: '10.0.0.1' });
  b = await openInProcess({ db, now, ip: '10.0.0.1' });
  other = await openInProcess({ db, now, ip: '10.0.0.2' });
}, 60_000);

/** Process a for even turns, b for odd ones. */
const on = (turn: number) => (turn % 2 === 0 ? a : b);

describe('SMS sends (BA002)', () => {
  it('one code a minute per phone, with the seconds left to wait, on either process', async () => {
    const phone = newPhone();
    expect((await a.call({ apiCode: 'BA002', phone })).rspCode).toBe('0000');
    tick(20_000);
    expect(await b.call({ apiCode: 'BA002', phone })).toMatchObject({ rspCode: '2003', rspMsg: '验证码发送过于频繁，请40秒后再试' });
    tick(40_000);
    expect((await b.call({ apiCode: 'BA002', phone })).rspCode).toBe('0000');
  });

  it('at most 10 codes a day per phone; the 11th says how long to wait, and the next day it works again', async () => {
    const phone = newPhone();
    for (let i = 0; i < LIMITS.smsPerPhoneDay; i += 1) {
      expect((await on(i).call({ apiCode: 'BA002', phone })).rspCode).toBe('0000');
      tick(MINUTE);
    }
    // 10 minutes of the day's window are gone: 23 hours 50 minutes are left.
    expect(await a.call({ apiCode: 'BA002', phone })).toMatchObject({ rspCode: '2003', rspMsg: '该手机号获取验证码次数已达上限，请23小时50分钟后再试' });
    tick(24 * 60 * MINUTE);
    expect((await b.call({ apiCode: 'BA002', phone })).rspCode).toBe('0000');
  });

  it('at most 20 codes an hour per client address; another address is not affected', async () => {
    tick(2 * 60 * MINUTE); // a fresh hour for 10.0.0.1 (earlier tests sent from it)
    for (let i = 0; i < LIMITS.smsPerClientHour; i += 1) expect((await on(i).call({ apiCode: 'BA002', phone: newPhone() })).rspCode).toBe('0000');
    tick(15 * MINUTE);
    expect(await a.call({ apiCode: 'BA002', phone: newPhone() })).toMatchObject({ rspCode: '2003', rspMsg: '获取验证码过于频繁，请45分钟后再试' });
    expect((await other.call({ apiCode: 'BA002', phone: newPhone() })).rspCode).toBe('0000');
    tick(45 * MINUTE);
    expect((await b.call({ apiCode: 'BA002', phone: newPhone() })).rspCode).toBe('0000');
  });
});

describe('SMS code tries', () => {
  it('the code dies after 5 wrong tries (the tries left are shown); then even the right code is refused, and a new code may be sent at once', async () => {
    tick(2 * 60 * MINUTE);
    const phone = newPhone();
    const sms = await a.ok('BA002', { phone });
    const wrong = sms.devCode === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      expect(await on(left).call({ apiCode: 'BA003', phone, smsCode: wrong })).toMatchObject({ rspCode: '2001', rspMsg: `验证码错误，还可尝试${left}次` });
    }
    expect(await a.call({ apiCode: 'BA003', phone, smsCode: wrong })).toMatchObject({ rspCode: '2004', rspMsg: '验证码错误次数过多，请重新获取验证码' });
    expect(await b.call({ apiCode: 'BA003', phone, smsCode: sms.devCode })).toMatchObject({ rspCode: '2004' });
    const fresh = await b.ok('BA002', { phone });
    expect((await a.call({ apiCode: 'BA003', phone, smsCode: fresh.devCode })).rspCode).toBe('0000');
  });

  it('a right code after wrong ones still logs in, and every SMS-checked apiCode counts the tries (CP004)', async () => {
    const phone = newPhone();
    const token = await a.login(phone);
    tick(MINUTE);
    const sms = await a.ok('BA002', { phone });
    const wrong = sms.devCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await on(i).call({ apiCode: 'CP004', smsCode: wrong, payPassword: '147258' }, token)).rspCode).toBe('2001');
    expect((await b.call({ apiCode: 'CP004', smsCode: sms.devCode, payPassword: '147258' }, token)).rspCode).toBe('0000');
  });
});

describe('login attempts (BA003)', () => {
  it('10 wrong login codes in an hour lock the phone for 30 minutes, the right code included; then it logs in', async () => {
    tick(2 * 60 * MINUTE);
    const phone = newPhone();
    let turn = 0;
    const guess = async () => {
      const sms = await on(turn).ok('BA002', { phone });
      const wrong = sms.devCode === '000000' ? '111111' : '000000';
      return { sms, wrong };
    };
    const first = await guess();
    for (let i = 0; i < 5; i += 1) expect((await on((turn += 1)).call({ apiCode: 'BA003', phone, smsCode: first.wrong })).rspCode).toMatch(/^200[14]$/);
    const second = await guess();
    for (let i = 0; i < 4; i += 1) expect((await on((turn += 1)).call({ apiCode: 'BA003', phone, smsCode: second.wrong })).rspCode).toBe('2001');
    expect(await a.call({ apiCode: 'BA003', phone, smsCode: second.wrong })).toMatchObject({ rspCode: '2005', rspMsg: '登录失败次数过多，请30分钟后再试' });
    tick(MINUTE);
    const third = await guess();
    expect(await b.call({ apiCode: 'BA003', phone, smsCode: third.sms.devCode })).toMatchObject({ rspCode: '2005', rspMsg: '登录失败次数过多，请29分钟后再试' });
    tick(29 * MINUTE);
    const fourth = await guess();
    expect((await a.call({ apiCode: 'BA003', phone, smsCode: fourth.sms.devCode })).rspCode).toBe('0000');
  });
});

describe('pay password attempts', () => {
  let token: string;
  let cardId: number;
  beforeAll(async () => {
    tick(2 * 60 * MINUTE);
    token = await a.login(DEMO_PHONE);
    const cards = await a.ok('CP001', {}, token);
    cardId = cards.list[0]?.id ?? 0;
  });

  it('5 wrong tries (the tries left are shown, on CP002 and BL003 alike) lock the pay password for 30 minutes; the right one then waits too', async () => {
    const wrong = '000000'; // DEMO_PAY_PASSWORD is 123456
    for (let left = 4; left >= 1; left -= 1) {
      expect(await on(left).call({ apiCode: 'CP002', cardId, payPassword: wrong }, token)).toMatchObject({ rspCode: '3202', rspMsg: `支付密码错误，还可尝试${left}次` });
    }
    expect(await a.call({ apiCode: 'CP002', cardId, payPassword: wrong }, token)).toMatchObject({ rspCode: '3205', rspMsg: '支付密码错误次数过多，请30分钟后再试' });
    tick(10 * MINUTE);
    expect(await b.call({ apiCode: 'CP002', cardId, payPassword: DEMO_PAY_PASSWORD }, token)).toMatchObject({ rspCode: '3205', rspMsg: '支付密码错误次数过多，请20分钟后再试' });
    expect(await a.call({ apiCode: 'BL003', billIds: [1], payType: 'MEMBERPAY', payPassword: DEMO_PAY_PASSWORD, idempotencyKey: 'locked-1' }, token)).toMatchObject({ rspCode: '3205' });
    tick(20 * MINUTE);
    expect((await b.call({ apiCode: 'CP002', cardId, payPassword: DEMO_PAY_PASSWORD }, token)).rspCode).toBe('0000');
    // A right password starts the count again.
    expect(await a.call({ apiCode: 'CP002', cardId, payPassword: wrong }, token)).toMatchObject({ rspCode: '3202', rspMsg: '支付密码错误，还可尝试4次' });
  });

  it('parallel wrong guesses get no more than 5 checks', async () => {
    tick(2 * 60 * MINUTE);
    const wrong = '000000'; // DEMO_PAY_PASSWORD is 123456
    await a.ok('CP002', { cardId, payPassword: DEMO_PAY_PASSWORD }, token);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => on(i).call({ apiCode: 'CP002', cardId, payPassword: wrong }, token)));
    expect(answers.filter((r) => r.rspCode === '3202').length).toBeLessThanOrEqual(4);
    expect(answers.every((r) => r.rspCode === '3202' || r.rspCode === '3205')).toBe(true);
    expect((await b.call({ apiCode: 'CP002', cardId, payPassword: DEMO_PAY_PASSWORD }, token)).rspCode).toBe('3205');
  });
});
