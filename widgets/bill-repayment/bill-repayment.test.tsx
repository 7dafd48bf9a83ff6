import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { BillRepayment, demo, propsSchema } from '.';
import { REPAY_IN_ORDER_TEXT } from './BillRepayment';
import type { Bills } from '@widgets/shared/bills';

const bills = demo.data as Bills;
const payButton = () => screen.getByRole('button', { name: '去还款' });

describe('bill-repayment', () => {
  it('lists every installment of the order with 本金 / 利息 / 服务费 / 罚息', () => {
    render(<BillRepayment {...testProps(propsSchema, { billId: '2' }, bills)} />);
    expect(screen.getAllByText('本金 153.00')).toHaveLength(3);
    expect(screen.getAllByText('利息 0.00')).toHaveLength(3);
    expect(screen.getAllByText('服务费 3.00')).toHaveLength(3);
    expect(screen.getAllByText('罚息 0.00')).toHaveLength(3);
  });

  it('picks the tapped bill and every overdue one at the start, and pays them', () => {
    const p = testProps(propsSchema, { billId: '2' }, bills);
    render(<BillRepayment {...p} />);
    expect(screen.getByText('¥312.00', { selector: 'span[aria-label]' })).toBeInTheDocument();
    fireEvent.click(payButton());
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bill/pay', query: { billIds: '1,2' } });
  });

  it('全选 picks every unpaid installment; with nothing picked 去还款 is disabled', () => {
    const p = testProps(propsSchema, { billId: '2' }, bills);
    render(<BillRepayment {...p} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    fireEvent.click(payButton());
    expect(p.onAction).toHaveBeenLastCalledWith({ kind: 'navigate', to: '/my/bill/pay', query: { billIds: '1,2,3' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(payButton()).toBeDisabled();
  });

  it('installments are repaid in due order: an overdue period cannot be left out while a later one is paid', () => {
    const p = testProps(propsSchema, { billId: '2' }, bills);
    render(<BillRepayment {...p} />);
    expect(screen.getByText(REPAY_IN_ORDER_TEXT)).toBeInTheDocument();
    const period = (n: number) => screen.getByRole('checkbox', { name: new RegExp(`^第${n}期`) });
    // Unticking the overdue 第1期 unticks the later 第2期 too.
    fireEvent.click(period(1));
    expect([period(1), period(2), period(3)].map((c) => (c as HTMLInputElement).checked)).toEqual([false, false, false]);
    // Ticking 第3期 picks every earlier unpaid period.
    fireEvent.click(period(3));
    expect([period(1), period(2), period(3)].map((c) => (c as HTMLInputElement).checked)).toEqual([true, true, true]);
    // Unticking 第2期 keeps 第1期 and drops 第3期.
    fireEvent.click(period(2));
    fireEvent.click(payButton());
    expect(p.onAction).toHaveBeenLastCalledWith({ kind: 'navigate', to: '/my/bill/pay', query: { billIds: '1' } });
  });

  it('a repaid installment cannot be picked; with nothing picked 去还款 is disabled', () => {
    const paid = { ...bills, list: bills.list.map((b) => ({ ...b, status: 'PAID' as const, paid: b.amount, overdueDays: 0 })) };
    render(<BillRepayment {...testProps(propsSchema, { billId: '2' }, paid)} />);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByText('本账单已全部还清')).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it('a bill that is not the customer\'s says 未找到该账单 with 查看账单, which leads to the bills', () => {
    const p = testProps(propsSchema, { billId: '999' }, bills);
    render(<BillRepayment {...p} />);
    expect(screen.getByText('未找到该账单')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '查看账单' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bill', replace: true });
  });
});
