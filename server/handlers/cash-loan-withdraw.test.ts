import { beforeAll, describe, expect, it } from 'vitest';
import { openInProcess, type InProcess } from '../testing/harness';

let t: InProcess;
let token: string;
beforeAll(async () => {
  t = await openInProcess();
  token = await t.activate('13655550001');
}, 30_000);

describe('CL005 withdrawal to a bound card', () => {
  it('a card that is not the user\'s is refused (2701) and the loan stays approved with no bill made', async () => {
    const loan = await t.ok('CL002', { productId: 'P_CASH_SXG', amount: 300000, periods: 3, purpose: 'DAILY', idempotencyKey: 'cl005-test-apply' }, token);
    await t.db.query('UPDATE cash_loans SET created_at = created_at - 10000 WHERE id = $1', [loan.loanId]);
    expect((await t.ok('CL003', { loanId: loan.loanId }, token)).status).toBe('CASH-USE');
    const [other] = await t.db.query<{ id: number }>("SELECT id FROM bank_cards WHERE masked_no = '6225 **** **** 8888'");
    const refused = await t.call({ apiCode: 'CL005', loanId: loan.loanId, bankCardId: other?.id ?? 1, idempotencyKey: 'cl005-test-draw-1' }, token);
    expect(refused.rspCode).toBe('2701');
    expect((await t.ok('CL003', { loanId: loan.loanId }, token)).status).toBe('CASH-USE');
    expect((await t.ok('BL001', {}, token)).list).toHaveLength(0);
  });
});
