import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInProcess, type InProcess } from '../testing/harness';

let t: InProcess;
beforeAll(async () => {
  t = await openInProcess();
}, 60_000);
afterAll(async () => {
  await t.db.close();
});

const newPhone = () => `135${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Plants a known SMS code for `phone` (BA002 sends one a minute). */
async function plantSms(phone: string, code = '135790'): Promise<string> {
  await t.db.query(
    `INSERT INTO sms_codes (phone, code, sent_at, expires_at, used) VALUES ($1, $2, 0, $3, false)
     ON CONFLICT (phone) DO UPDATE SET code = EXCLUDED.code, expires_at = EXCLUDED.expires_at, used = false`,
    [phone, code, Date.now() + 60_000],
  );
  return code;
}

describe('UC013 account info masks what it shows', () => {
  it('a new user: masked phone, not verified, no pay password, nothing saved', async () => {
    const phone = newPhone();
    const token = await t.login(phone);
    expect(await t.ok('UC013', {}, token)).toEqual({ maskedPhone: `${phone.slice(0, 3)}****${phone.slice(-4)}`, verified: 'N', hasPayPassword: 'N', addressCount: 0, bankCardCount: 0 });
  });

  it('a verified user: the name and an ID number with only its first 3 and last 4 characters', async () => {
    const token = await t.activate(newPhone());
    const info = await t.ok('UC013', {}, token);
    expect(info.verified).toBe('Y');
    expect(info.name).toMatch(/\S/);
    expect(info.maskedIdNo).toMatch(/^\d{3}\*{11}[\dX]{4}$/);
  });
});

describe('UC014 lists the cancellation conditions and UC011 enforces each', () => {
  it('a user with nothing open meets all three and may cancel; the phone then registers as a new user', async () => {
    const phone = newPhone();
    const token = await t.login(phone);
    const before = await t.ok('SF003', {}, token);
    const conditions = await t.ok('UC014', {}, token);
    expect(conditions.canCancel).toBe('Y');
    expect(conditions.list.map((c) => [c.key, c.passed])).toEqual([['BILLS', 'Y'], ['ORDERS', 'Y'], ['BALANCE', 'Y']]);
    expect(await t.ok('UC011', { smsCode: await plantSms(phone) }, token)).toEqual({ cancelled: 'Y' });
    expect((await t.call({ apiCode: 'SF003' }, token)).rspCode).toBe('0004');
    const again = await t.login(phone);
    expect((await t.ok('SF003', {}, again)).id).not.toBe(before.id);
  });

  it('an order in progress fails ORDERS and UC011 answers 3503', async () => {
    const phone = newPhone();
    const token = await t.activate(phone);
    const address = await t.ok('AD002', { name: '测试', tel: '13700000000', province: '上海市', city: '上海市', county: '徐汇区', areaCode: '310104', postalCode: '200030', addressDetail: '漕溪北路1号' }, token);
    await t.ok('SF202', { spuId: 'SPU1006', quantity: 1, addressId: address.id, idempotencyKey: `uc014-${phone}` }, token);
    const conditions = await t.ok('UC014', {}, token);
    expect(conditions.canCancel).toBe('N');
    expect(conditions.list.find((c) => c.key === 'ORDERS')).toMatchObject({ passed: 'N', detail: '您还有 1 笔订单未完成' });
    expect(await t.call({ apiCode: 'UC011', smsCode: await plantSms(phone) }, token)).toMatchObject({ rspCode: '3503' });
    expect((await t.ok('UC013', {}, token)).addressCount).toBe(1);
  });

  it('a balance above zero fails BALANCE with the amount, as money is shown everywhere (¥1,500.00)', async () => {
    const phone = newPhone();
    const token = await t.login(phone);
    await t.db.query('UPDATE users SET balance = 150000 WHERE phone = $1', [phone]);
    const conditions = await t.ok('UC014', {}, token);
    expect(conditions.list.find((c) => c.key === 'BALANCE')).toMatchObject({ passed: 'N', detail: '余额 ¥1,500.00，请先提现' });
    expect(await t.call({ apiCode: 'UC011', smsCode: await plantSms(phone) }, token)).toMatchObject({ rspCode: '3502' });
  });
});

describe('BA002 after a code was used', () => {
  it('sends the next code at once (pay password or cancellation right after logging in); an unused one still holds it back a minute', async () => {
    const phone = newPhone();
    await t.login(phone);
    const next = await t.call({ apiCode: 'BA002', phone });
    expect(next.rspCode).toBe('0000');
    expect((await t.call({ apiCode: 'BA002', phone })).rspCode).toBe('2003');
  });
});
