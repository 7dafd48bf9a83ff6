import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { renderWithStores } from '../../tests/support/test-stores';
import { BorrowSummary, demo, propsSchema } from '.';

/** A customer whose credit is granted (flow FINISH). */
const finish = { user: { info: { id: '1', phone: '13800000000', flow: 'FINISH' } } };

describe('borrow-summary', () => {
  it('shows 最高可借 (in 万 from 10000 yuan on) and the terms; 去借钱 opens the products', () => {
    const p = testProps(propsSchema, {}, { ...demo.data!, available: 1234567 });
    renderWithStores(<BorrowSummary {...p} />, finish);
    expect(screen.getByText('¥1.23万')).toBeInTheDocument();
    expect(screen.getByText('最低借 ¥500.00 · 可分3/6/12/24期 · 月服务费率 0.6%')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去借钱' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cash-loan-product-list' });
  });

  it('without a granted limit (flow not FINISH) it offers 激活额度', () => {
    const p = testProps(propsSchema, {}, { ...demo.data!, available: 0 });
    renderWithStores(<BorrowSummary {...p} />, { user: { info: { id: '2', phone: '13900000000', flow: 'INFO' } } });
    fireEvent.click(screen.getByRole('button', { name: '激活额度' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/credit-facilities' });
  });

  it.each([0, 40000])('a granted limit used up (%i cents left, under the minimum) says repaying restores it, with 查看账单, not 激活额度', (available) => {
    const p = testProps(propsSchema, {}, { ...demo.data!, available });
    renderWithStores(<BorrowSummary {...p} />, finish);
    expect(screen.getByText('可用额度不足：还款后额度将恢复')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '激活额度' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '去借钱' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '查看账单' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bill' });
  });

  it('an overdue customer is told to repay first (the gateway answers 9991 to a loan): 去还款, no 去借钱', () => {
    const p = testProps(propsSchema, {}, { ...demo.data!, overdue: true });
    renderWithStores(<BorrowSummary {...p} />, finish);
    expect(screen.getByRole('alert')).toHaveTextContent('您有逾期未还的账单，请先还款后再操作');
    expect(screen.queryByRole('button', { name: '去借钱' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去还款' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bill' });
  });
});
