import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { demoBills } from '../bill-list/demo';
import { BillPayResult, propsSchema } from '.';

const paid = { ...demoBills, list: demoBills.list.map((b) => (b.billId === 1 ? { ...b, status: 'PAID' as const, paid: b.amount, overdueDays: 0 } : b)) };

describe('bill-pay-result', () => {
  it('shows 还款成功 with the amount once the bills are PAID', async () => {
    const p = testProps(propsSchema, { billIds: '1' });
    p.state.request.mockResolvedValue(paid);
    render(<BillPayResult {...p} />);
    expect(await screen.findByText('还款成功')).toBeInTheDocument();
    expect(screen.getByText('已还款 ¥156.00，额度已恢复')).toBeInTheDocument();
    expect(p.state.request).toHaveBeenCalledWith('BL001', { status: 'ALL' }, { silent: true });
    fireEvent.click(screen.getByRole('button', { name: '查看账单' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bill', replace: true });
  });

  it('bills still unpaid after the polls: 还款未完成 with 重新还款', async () => {
    const p = testProps(propsSchema, { billIds: '2' });
    p.state.request.mockResolvedValue(paid);
    render(<BillPayResult {...p} />);
    expect(await screen.findByText('还款未完成', {}, { timeout: 12_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新还款' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bill/pay', query: { billIds: '2' }, replace: true });
  }, 15_000);

  it('opened without billIds it polls nothing and offers 查看账单 (the page has no back button)', () => {
    const p = testProps(propsSchema, {});
    render(<BillPayResult {...p} />);
    expect(screen.getByText('未找到还款记录')).toBeInTheDocument();
    expect(p.state.request).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '查看账单' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bill', replace: true });
  });
});
