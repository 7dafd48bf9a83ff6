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
  it('answers each change with the addresses as stored, default first then by id', async () => {
    const own = await t.activate('13644440002');
    const a = await t.ok('AD002', { ...address, addressDetail: 'a' }, own);
    const b = await t.ok('AD002', { ...address, addressDetail: 'b', isDefault: 'N' }, own);
    const c = await t.ok('AD002', { ...address, addressDetail: 'c', country: '中国香港' }, own);
    expect([a.isDefault, b.isDefault, c.isDefault]).toEqual(['Y', 'N', 'N']);
    expect(c).toEqual({ ...address, id: c.id, addressDetail: 'c', country: '中国香港', isDefault: 'N' });
    const listed = async () => (await t.ok('AD001', {}, own)).list;
    expect(await listed()).toEqual([a, b, c]);

    const keptDefault = await t.ok('AD003', { ...address, id: a.id, addressDetail: 'a2', isDefault: 'N' }, own);
    expect(keptDefault).toMatchObject({ id: a.id, addressDetail: 'a2', isDefault: 'Y' });
    const madeDefault = await t.ok('AD003', { ...address, id: c.id, addressDetail: 'c2', isDefault: 'Y' }, own);
    expect(madeDefault).toMatchObject({ id: c.id, addressDetail: 'c2', country: '中国', isDefault: 'Y' });
    expect((await listed()).map((x) => [x.id, x.isDefault])).toEqual([[c.id, 'Y'], [a.id, 'N'], [b.id, 'N']]);
    expect(await listed()).toContainEqual(madeDefault);

    const moved = await t.ok('AD004', { id: b.id }, own);
    expect(moved.list.map((x) => [x.id, x.isDefault])).toEqual([[b.id, 'Y'], [a.id, 'N'], [c.id, 'N']]);
    expect(moved.list).toEqual(await listed());
    expect((await t.call({ apiCode: 'AD004', id: b.id }, token)).rspCode).toBe('2802');
    expect((await t.call({ apiCode: 'AD003', ...address, id: b.id }, token)).rspCode).toBe('2802');

    const keptB = await t.ok('AD005', { id: c.id }, own);
    expect(keptB.list.map((x) => [x.id, x.isDefault])).toEqual([[b.id, 'Y'], [a.id, 'N']]);
    const promoted = await t.ok('AD005', { id: b.id }, own);
    expect(promoted.list.map((x) => [x.id, x.isDefault])).toEqual([[a.id, 'Y']]);
    expect(promoted.list).toEqual(await listed());
    expect((await t.ok('AD005', { id: a.id }, own)).list).toEqual([]);
    expect((await t.call({ apiCode: 'AD005', id: a.id }, own)).rspCode).toBe('2802');
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
  it('CL003 reads one loan: by id its own status, else the user\'s status, which is CASH-NOT-APPLY once the loan is repaid', async () => {
    const own = await t.activate('13644440003');
    expect(await t.ok('CL003', {}, own)).toEqual({ status: 'CASH-NOT-APPLY', overdue: false });
    expect(await t.ok('CL003', { loanId: 'LNOSUCHLOAN' }, own)).toEqual({ status: 'CASH-NOT-APPLY', notFound: true, overdue: false });
    expect((await t.ok('CL001', {})).status).toBe('CASH-NOT-APPLY');
    const loan = await t.ok('CL002', { productId: 'P_CASH_SELF', amount: 100000, periods: 3, purpose: 'DAILY', idempotencyKey: 'loan-2-abcdef' }, own);
    expect(await t.ok('CL003', { loanId: loan.loanId }, token)).toEqual({ status: 'CASH-NOT-APPLY', notFound: true, overdue: false });
    expect(await t.ok('CL003', { loanId: loan.loanId }, own)).toEqual({ status: 'CASH-VERIFY', loan, overdue: false });
    await t.db.query('UPDATE cash_loans SET created_at = created_at - 5000 WHERE id = $1', [loan.loanId]);
    expect(await t.ok('CL003', { loanId: loan.loanId }, own)).toMatchObject({ status: 'CASH-USE', loan: { loanId: loan.loanId, status: 'CASH-USE' } });
    await t.ok('CL005', { loanId: loan.loanId, idempotencyKey: 'draw-2-abcdef' }, own);
    expect((await t.ok('CL003', {}, own)).status).toBe('CASH-REPAYMENT');
    const bills = (await t.ok('BL001', {}, own)).list.filter((b) => b.productType === 3);
    await t.ok('BL003', { billIds: bills.map((b) => b.billId), payType: 'WECHATPAY', idempotencyKey: 'repay-2-abcdef' }, own);
    expect(await t.ok('CL003', {}, own)).toMatchObject({ status: 'CASH-NOT-APPLY', loan: { loanId: loan.loanId, status: 'CASH-REPAYMENT' } });
    expect((await t.ok('CL003', { loanId: loan.loanId }, own)).status).toBe('CASH-REPAYMENT');
    expect((await t.ok('CL001', {}, own)).status).toBe('CASH-NOT-APPLY');
    const page = await t.ok('CL004', { pageNum: 2, pageSize: 1 }, own);
    expect(page).toEqual({ list: [], total: 1, pageNum: 2, pageSize: 1 });
  });
});

describe('the least that can be borrowed', () => {
  it('BM001 says the least a cash-loan product lends (¥1,000.00), and CL002 refuses less than the product\'s minimum', async () => {
    const own = await t.activate('13644440004');
    const products = (await t.ok('CL001', {}, own)).list;
    const least = Math.min(...products.map((p) => p.minAmount));
    expect(least).toBe(100000);
    expect((await t.ok('BM001', {}, own)).minAmount).toBe(least);
    const below = await t.call({ apiCode: 'CL002', productId: 'P_CASH_SXG', amount: 50000, periods: 3, purpose: 'DAILY', idempotencyKey: 'loan-below-min' }, own);
    expect(below).toMatchObject({ rspCode: '2203', rspMsg: '借款金额 amount 应在 1000 至 50000 元之间' });
  });
});

describe('account cancel', () => {
  it('is refused while bills are open', async () => {
    await t.db.query("UPDATE sms_codes SET code = '246810', used = false, expires_at = $2 WHERE phone = $1", ['13644440001', Date.now() + 60_000]);
    expect((await t.call({ apiCode: 'UC011', smsCode: '246810' }, token)).rspCode).toBe('3501');
  });
});
