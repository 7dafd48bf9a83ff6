import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { demo, LoanDetailView, propsSchema } from '.';
import type { LoanDetail } from '@widgets/shared/loan-types';

const loan = demo.data!.loan!;
/** CL003 for a loanId that is not the customer's (unknown or someone else's). */
const notFound: LoanDetail = { status: 'CASH-NOT-APPLY', notFound: true, overdue: false };
const withStatus = (status: LoanDetail['status'], overdue = false): LoanDetail => ({ status, loan: { ...loan, status }, overdue });

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
    const p = testProps(propsSchema, {}, { status: 'CASH-NOT-APPLY', overdue: false } satisfies LoanDetail);
    render(<LoanDetailView {...p} />);
    expect(screen.getByText('暂无借款')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去借款' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cash-loan-product-list' });
  });

  it('a loanId that is not the customer\'s (notFound) says 未找到该借款记录 with 借款记录 and 返回首页, and no 重试 or 暂无借款', () => {
    const p = testProps(propsSchema, {}, notFound);
    render(<LoanDetailView {...p} />);
    expect(screen.getByText('未找到该借款记录')).toBeInTheDocument();
    expect(screen.queryByText('暂无借款')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '去借款' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '借款记录' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cashLoan2/applyRecord' });
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'switchTab', to: '/' });
  });

  it('the facts of a loan: 借款编号, 借款金额 in yuan, 借款期数, 借款用途, 收款银行卡 once drawn, 申请时间 and 状态, in that order', () => {
    const card = { bankName: '招商银行', maskedNo: '6225 **** **** 8888' };
    render(<LoanDetailView {...testProps(propsSchema, {}, { status: 'CASH-REPAYMENT', loan: { ...loan, status: 'CASH-REPAYMENT', card }, overdue: false })} />);
    const rows = [...screen.getByRole('region', { name: '借款信息' }).children].map((row) => row.textContent);
    expect(rows).toEqual([`借款编号${loan.loanId}`, '借款金额¥3,000.00', '借款期数3期', '借款用途日常消费', '收款银行卡招商银行 6225 **** **** 8888', `申请时间${loan.createTime}`, '状态还款中']);
  });

  it('a drawn loan names the card the money went to', () => {
    const card = { bankName: '招商银行', maskedNo: '6225 **** **** 8888' };
    render(<LoanDetailView {...testProps(propsSchema, {}, { status: 'CASH-REPAYMENT', loan: { ...loan, status: 'CASH-REPAYMENT', card }, overdue: false })} />);
    expect(screen.getByText('收款银行卡').nextSibling).toHaveTextContent('招商银行 6225 **** **** 8888');
  });
});

describe('loan-detail: an overdue customer (CL003 overdue) is offered 去还款, never a 立即提现 the gateway would refuse (9991)', () => {
  it('CASH-USE while overdue: 审核通过 with 您有逾期未还的账单，请先还款后再操作 and 去还款 to the bills in place of 立即提现; 借款记录 stays', () => {
    const p = testProps(propsSchema, {}, withStatus('CASH-USE', true));
    render(<LoanDetailView {...p} />);
    expect(screen.getByText('审核通过')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('您有逾期未还的账单，请先还款后再操作');
    expect(screen.queryByRole('button', { name: '立即提现' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去还款' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bill' });
    fireEvent.click(screen.getByRole('button', { name: '借款记录' }));
    expect(p.onAction).toHaveBeenLastCalledWith({ kind: 'navigate', to: '/cashLoan2/applyRecord' });
  });

  it('a loan already drawn keeps 查看账单 and no notice: overdue only changes what 立即提现 would do', () => {
    render(<LoanDetailView {...testProps(propsSchema, {}, withStatus('CASH-REPAYMENT', true))} />);
    expect(screen.getByRole('button', { name: '查看账单' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('loan-detail view "withdrawn": the page after a withdrawal says what was drawn', () => {
  const card = { bankName: '招商银行', maskedNo: '6225 **** **** 8888' };
  const drawn: LoanDetail = { status: 'CASH-REPAYMENT', loan: { ...loan, amount: 1234567, periods: 6, status: 'CASH-REPAYMENT', card }, overdue: false };
  const row = (label: string) => screen.getByText(label).nextSibling;

  it('提现成功 with the amount in yuan, the periods and the receiving card; 查看账单 replaces the page', () => {
    const p = testProps(propsSchema, { view: 'withdrawn' }, drawn);
    render(<LoanDetailView {...p} />);
    expect(screen.getByText('提现成功')).toBeInTheDocument();
    expect(row('提现金额')).toHaveTextContent('¥12,345.67');
    expect(row('借款期数')).toHaveTextContent('6期');
    expect(row('收款银行卡')).toHaveTextContent('招商银行 6225 **** **** 8888');
    expect([...screen.getByRole('region', { name: '提现信息' }).children].map((r) => r.firstChild?.textContent)).toEqual(['提现金额', '借款期数', '收款银行卡', '借款编号']);
    fireEvent.click(screen.getByRole('button', { name: '查看账单' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bill', replace: true });
  });

  it('a card the gateway does not know is left out, never guessed', () => {
    render(<LoanDetailView {...testProps(propsSchema, { view: 'withdrawn' }, { status: 'CASH-REPAYMENT', loan: { ...loan, status: 'CASH-REPAYMENT' }, overdue: false })} />);
    expect(screen.getByText('提现成功')).toBeInTheDocument();
    expect(screen.queryByText('收款银行卡')).not.toBeInTheDocument();
  });

  it('a loan not drawn yet is not called 提现成功: its detail shows (审核通过 with 立即提现)', () => {
    render(<LoanDetailView {...testProps(propsSchema, { view: 'withdrawn' }, withStatus('CASH-USE'))} />);
    expect(screen.queryByText('提现成功')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即提现' })).toBeInTheDocument();
  });
});
