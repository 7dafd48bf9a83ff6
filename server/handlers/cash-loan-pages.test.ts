import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, dayOf } from '../domain/time';
import { seedWallet } from '../testing/fixtures';
import { openInProcess, type InProcess } from '../testing/harness';

let t: InProcess;
beforeAll(async () => {
  t = await openInProcess();
}, 30_000);

/** Applies for a loan and lets the demo review approve it (CASH-USE). */
async function approvedLoan(token: string, key: string) {
  const loan = await t.ok('CL002', { productId: 'P_CASH_SXG', amount: 300000, periods: 6, purpose: 'DAILY', idempotencyKey: `${key}-apply` }, token);
  await t.db.query('UPDATE cash_loans SET created_at = created_at - 10000 WHERE id = $1', [loan.loanId]);
  expect((await t.ok('CL003', { loanId: loan.loanId }, token)).status).toBe('CASH-USE');
  return loan;
}

describe('CL003 for a loanId that is not the customer\'s', () => {
  it('an unknown loanId and another customer\'s loanId both answer notFound (no 3602 to retry, nothing about the other loan)', async () => {
    const owner = await t.activate('13655560001');
    const other = await t.activate('13655560002');
    const loan = await t.ok('CL002', { productId: 'P_CASH_SXG', amount: 100000, periods: 3, purpose: 'DAILY', idempotencyKey: 'cl003-nf-apply' }, owner);
    const unknown = await t.call({ apiCode: 'CL003', loanId: 'LNOSUCHLOAN' }, other);
    const foreign = await t.call({ apiCode: 'CL003', loanId: loan.loanId }, other);
    expect(unknown.rspCode).toBe('0000');
    expect(unknown.data).toEqual({ status: 'CASH-NOT-APPLY', notFound: true, overdue: false });
    expect(foreign.data).toEqual(unknown.data);
    // A write on someone else's loan is still refused.
    expect((await t.call({ apiCode: 'CL005', loanId: loan.loanId, idempotencyKey: 'cl003-nf-draw' }, other)).rspCode).toBe('3602');
  });
});

describe('CL005 keeps the card the money went to', () => {
  it('CL003 and CL004 name the chosen card (bank, masked number), still after the card is unbound', async () => {
    const token = await t.activate('13655560003');
    const { spareCardId } = await seedWallet(t, token);
    const loan = await approvedLoan(token, 'card-chosen');
    expect((await t.ok('CL003', { loanId: loan.loanId }, token)).loan?.card).toBeUndefined();
    const drawn = await t.ok('CL005', { loanId: loan.loanId, bankCardId: spareCardId, idempotencyKey: 'card-chosen-draw' }, token);
    const card = { bankName: '中国银行', maskedNo: '6013 **** **** 4321' };
    expect(drawn.card).toEqual(card);
    await t.ok('BK003', { cardId: spareCardId }, token);
    expect((await t.ok('CL003', { loanId: loan.loanId }, token)).loan?.card).toEqual(card);
    expect((await t.ok('CL004', {}, token)).list[0]?.card).toEqual(card);
  });

  it('without bankCardId the default card is named; with no card bound there is none', async () => {
    const withCard = await t.activate('13655560004');
    await seedWallet(t, withCard);
    const a = await approvedLoan(withCard, 'card-default');
    expect((await t.ok('CL005', { loanId: a.loanId, idempotencyKey: 'card-default-draw' }, withCard)).card).toEqual({ bankName: '工商银行', maskedNo: '6222 **** **** 1234' });
    const noCard = await t.activate('13655560005');
    const b = await approvedLoan(noCard, 'card-none');
    const drawn = await t.ok('CL005', { loanId: b.loanId, idempotencyKey: 'card-none-draw' }, noCard);
    expect(drawn.status).toBe('CASH-REPAYMENT');
    expect(drawn.card).toBeUndefined();
  });
});

describe('BM001 says up front when an overdue bill blocks borrowing', () => {
  it('overdue is true exactly when CL002 answers 9991 (the seeded 张伟 has a bill 10 days overdue), false otherwise', async () => {
    const overdue = await t.login('13800000000');
    expect((await t.ok('BM001', {}, overdue)).overdue).toBe(true);
    const refused = await t.call({ apiCode: 'CL002', productId: 'P_CASH_SXG', amount: 100000, periods: 3, purpose: 'DAILY', idempotencyKey: 'bm001-overdue-apply' }, overdue);
    expect(refused.rspCode).toBe('9991');
    expect(refused.rspMsg).toBe('您有逾期未还的账单，请先还款后再操作');
    const fine = await t.activate('13655560006');
    expect((await t.ok('BM001', {}, fine)).overdue).toBe(false);
    // 王芳's one bill is due in about 5 days: an open bill, not an overdue one.
    expect((await t.ok('BM001', {}, await t.login('13600000000'))).overdue).toBe(false);
  });
});

describe('CL003 says up front when an overdue bill blocks drawing the loan', () => {
  it('overdue is true exactly when CL005 answers 9991 for the approved loan, false otherwise, on every CL003 answer', async () => {
    const token = await t.activate('13655560007');
    const loan = await approvedLoan(token, 'cl003-overdue');
    expect((await t.ok('CL003', { loanId: loan.loanId }, token)).overdue).toBe(false);
    // A bill falls 10 days behind after the loan was approved: the customer is now overdue, as the seeded 张伟 is.
    const id = Number((await t.ok('SF003', {}, token)).id);
    await t.db.query(
      "INSERT INTO bills (user_id, order_id, title, product_type, period_no, total_periods, principal, fee, due_date, status) VALUES ($1, NULL, '逾期账单', 2, 1, 1, 10000, 0, $2, 'UNPAID')",
      [id, dayOf(Date.now() - 10 * DAY_MS)],
    );
    expect(await t.ok('CL003', { loanId: loan.loanId }, token)).toMatchObject({ status: 'CASH-USE', overdue: true });
    expect((await t.ok('CL003', {}, token)).overdue).toBe(true);
    expect((await t.ok('CL003', { loanId: 'LNOSUCHLOAN' }, token)).overdue).toBe(true);
    const refused = await t.call({ apiCode: 'CL005', loanId: loan.loanId, idempotencyKey: 'cl003-overdue-draw' }, token);
    expect(refused).toMatchObject({ rspCode: '9991', rspMsg: '您有逾期未还的账单，请先还款后再操作' });
    // The seeded 张伟 (a bill 10 days overdue) reads it with no loan at all.
    expect(await t.ok('CL003', {}, await t.login('13800000000'))).toEqual({ status: 'CASH-NOT-APPLY', overdue: true });
  });
});
