import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { BorrowSummary, demo, propsSchema } from '.';

describe('borrow-summary', () => {
  it('shows 最高可借 (in 万 from 10000 yuan on) and the terms; 去借钱 opens the products', () => {
    const p = testProps(propsSchema, {}, { ...demo.data!, available: 1234567 });
    render(<BorrowSummary {...p} />);
    expect(screen.getByText('¥1.23万')).toBeInTheDocument();
    expect(screen.getByText('最低借 ¥500.00 · 可分3/6/12/24期 · 月服务费率 0.6%')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去借钱' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cash-loan-product-list' });
  });

  it('with nothing to borrow it offers 激活额度', () => {
    render(<BorrowSummary {...testProps(propsSchema, {}, { ...demo.data!, available: 0 })} />);
    expect(screen.getByRole('button', { name: '激活额度' })).toBeInTheDocument();
  });

  it('an overdue customer is told to repay first (the gateway answers 9991 to a loan): 去还款, no 去借钱', () => {
    const p = testProps(propsSchema, {}, { ...demo.data!, overdue: true });
    render(<BorrowSummary {...p} />);
    expect(screen.getByRole('alert')).toHaveTextContent('您有逾期未还的账单，请先还款后再操作');
    expect(screen.queryByRole('button', { name: '去借钱' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去还款' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bill' });
  });
});
