import { beforeAll, describe, expect, it } from 'vitest';
import { openInProcess, type InProcess } from '../testing/harness';

let t: InProcess;
let token: string;
beforeAll(async () => {
  t = await openInProcess();
  token = await t.activate('13644440001');
}, 30_000);

const address = { name: '周杰', tel: '13700000003', province: '浙江省', city: '杭州市', county: '西湖区', areaCode: '330106', postalCode: '310012', addressDetail: '文三路259号' };

describe('addresses', () => {
  it('validates postal code and detail length, naming the field', async () => {
    expect(await t.call({ apiCode: 'AD002', ...address, postalCode: '3100' }, token)).toMatchObject({ rspCode: '1001', rspMsg: expect.stringContaining('postalCode') });
    expect(await t.call({ apiCode: 'AD002', ...address, addressDetail: 'x'.repeat(201) }, token)).toMatchObject({ rspCode: '1001', rspMsg: expect.stringContaining('addressDetail') });
  });
  it('keeps exactly one default', async () => {
    const a = await t.ok('AD002', address, token);
    const b = await t.ok('AD002', { ...address, isDefault: 'Y' }, token);
    expect(a.isDefault).toBe('Y');
    expect(b.isDefault).toBe('Y');
    const after = await t.ok('AD005', { id: b.id }, token);
    expect(after.list.filter((x) => x.isDefault === 'Y').map((x) => x.id)).toEqual([a.id]);
  });
});

describe('bank cards', () => {
  it('stores only the masked number and rejects a bad Luhn digit', async () => {
    const sms = await t.ok('BA002', { phone: '13644449999' });
    expect((await t.call({ apiCode: 'BK002', cardNo: '6222021234567890127', phone: '13644449999', smsCode: sms.devCode }, token)).rspCode).toBe('2702');
    const card = await t.ok('BK002', { cardNo: '6222021234567890128', phone: '13644449999', smsCode: sms.devCode ?? '' }, token);
    expect(card).toMatchObject({ bankName: '工商银行', maskedNo: '6222 **** **** 0128', last4: '0128', isDefault: 'Y' });
    const stored = await t.db.query<{ masked_no: string }>('SELECT masked_no FROM bank_cards WHERE last4 = $1', ['0128']);
    expect(JSON.stringify(stored)).not.toContain('6222021234567890128');
  });
});

describe('cash loan states', () => {
  it('CASH-NOT-APPLY -> CASH-VERIFY -> CASH-USE (after the demo review) -> CASH-REPAYMENT', async () => {
    expect((await t.ok('CL001', {}, token)).status).toBe('CASH-NOT-APPLY');
    const loan = await t.ok('CL002', { productId: 'P_CASH_SXG', amount: 100000, periods: 3, purpose: 'DAILY', idempotencyKey: 'loan-1-abcdef' }, token);
    expect(loan.status).toBe('CASH-VERIFY');
    expect((await t.call({ apiCode: 'CL005', loanId: loan.loanId, idempotencyKey: 'draw-too-early' }, token)).rspCode).toBe('3605');
    await t.db.query('UPDATE cash_loans SET created_at = created_at - 5000 WHERE id = $1', [loan.loanId]);
    expect((await t.ok('CL003', {}, token)).status).toBe('CASH-USE');
    const drawn = await t.ok('CL005', { loanId: loan.loanId, idempotencyKey: 'draw-1-abcdef' }, token);
    expect(drawn.status).toBe('CASH-REPAYMENT');
    expect((await t.ok('BL001', {}, token)).list.filter((b) => b.productType === 3)).toHaveLength(3);
  });
});

describe('account cancel', () => {
  it('is refused while bills are open', async () => {
    await t.db.query("UPDATE sms_codes SET code = '246810', used = false, expires_at = $2 WHERE phone = $1", ['13644440001', Date.now() + 60_000]);
    expect((await t.call({ apiCode: 'UC011', smsCode: '246810' }, token)).rspCode).toBe('3501');
  });
});
