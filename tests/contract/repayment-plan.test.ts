import { describe, expect, it } from 'vitest';
import { installmentPlan } from '../../server/domain/ledger';
import { dayOf } from '../../server/domain/time';
import { repaymentPlan } from '../../src/lib/repayment-plan';

describe('the app previews the repayment plan exactly as the gateway creates the bills', () => {
  it.each([[50000, 1], [50000, 3], [123457, 6], [1000000, 12], [99999, 24]])('%i cents over %i periods', (amount, periods) => {
    const now = Date.parse('2026-01-31T04:00:00Z');
    const gateway = installmentPlan(amount, periods, now);
    const app = repaymentPlan(amount, periods, dayOf(now));
    expect(app.lines.map(({ periodNo, dueDate, principal, fee }) => ({ periodNo, dueDate, principal, fee }))).toEqual(gateway);
    expect(app.total).toBe(gateway.reduce((s, l) => s + l.principal + l.fee, 0));
  });
});
