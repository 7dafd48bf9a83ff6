import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { demo, LoanDetailView, propsSchema } from '.';
import type { LoanDetail } from '@widgets/shared/loan-types';

const loan = demo.data!.loan!;
const withStatus = (status: LoanDetail['status']): LoanDetail => ({ status, loan: { ...loan, status } });

describe('loan-detail: every cash-loan state shows its screen and action', () => {
  it('CASH-USE: 审核通过 and 立即提现 to the withdrawal', () => {
    const p = testProps(propsSchema, {}, withStatus('CASH-USE'));
    render(<LoanDetailView {...p} />);
    expect(screen.getByText('审核通过')).toBeInTheDocument();
    expect(screen.getByText('¥3,000.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '立即提现' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cash-loan-finish', query: { loanId: loan.loanId } });
  });

  it('CASH-VERIFY: 审核中, asks again by itself and offers 刷新', async () => {
    const p = testProps(propsSchema, { refreshMs: 500 }, withStatus('CASH-VERIFY'));
    render(<LoanDetailView {...p} />);
    expect(screen.getByText('借款正在审核，请稍候')).toBeInTheDocument();
    await vi.waitFor(() => expect(p.state.reload).toHaveBeenCalled(), { timeout: 2000 });
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
  });

  it('CASH-REPAYMENT: 还款中 and 查看账单', () => {
    const p = testProps(propsSchema, {}, withStatus('CASH-REPAYMENT'));
    render(<LoanDetailView {...p} />);
    fireEvent.click(screen.getByRole('button', { name: '查看账单' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bill' });
  });

  it('CASH-NOT-APPLY: 暂无借款 and 去借款', () => {
    const p = testProps(propsSchema, {}, { status: 'CASH-NOT-APPLY' } as LoanDetail);
    render(<LoanDetailView {...p} />);
    expect(screen.getByText('暂无借款')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去借款' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cash-loan-product-list' });
  });
});
