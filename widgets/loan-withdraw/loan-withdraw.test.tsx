import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { demo, LoanWithdraw, propsSchema } from '.';
import type { LoanDetail } from '@widgets/shared/loan-types';

const cards = { list: [{ id: 7, bankName: '招商银行', maskedNo: '6225 **** **** 8888', last4: '8888', cardType: 'DEBIT', isDefault: 'Y' }] };
/** CL003 for a loanId that is not the customer's (unknown or someone else's). */
const notFound: LoanDetail = { status: 'CASH-NOT-APPLY', notFound: true, overdue: false };
/** The gateway's refusal of an overdue customer (GatewayError carries the rspCode). */
const overdueRefusal = () => Object.assign(new Error('您有逾期未还的账单，请先还款后再操作'), { rspCode: '9991' });
afterEach(() => sessionStorage.clear());

describe('loan-withdraw', () => {
  it('draws the approved loan to the chosen bound card with CL005, once', async () => {
    const p = testProps(propsSchema, {}, demo.data);
    p.state.request.mockImplementation((api: string) => Promise.resolve(api === 'BK001' ? cards : {}));
    render(<LoanWithdraw {...p} />);
    expect(await screen.findByRole('radio', { name: /招商银行储蓄卡（8888）/ })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: '确认提现' });
    fireEvent.click(button);
    fireEvent.click(button);
    await vi.waitFor(() => expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/borrow-money-finish', query: { loanId: 'L1A2B3C4D5E6' }, replace: true }));
    const cl005 = p.state.request.mock.calls.filter(([api]) => api === 'CL005');
    expect(cl005).toHaveLength(1);
    expect(cl005[0]?.[1]).toEqual({ loanId: 'L1A2B3C4D5E6', bankCardId: 7 });
    expect(cl005[0]?.[2]).toMatchObject({ idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('a refused withdrawal shows the gateway\'s message in a line above the button and stays', async () => {
    const p = testProps(propsSchema, {}, demo.data);
    p.state.request.mockImplementation((api: string) => (api === 'BK001' ? Promise.resolve(cards) : Promise.reject(Object.assign(new Error('该借款不可提现'), { rspCode: '3605' }))));
    render(<LoanWithdraw {...p} />);
    fireEvent.click(await screen.findByRole('button', { name: '确认提现' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('提现未成功：该借款不可提现');
    expect(p.onAction).not.toHaveBeenCalled();
  });

  it('9991 at 确认提现 (a bill fallen overdue since the page opened) is said once, by the gateway\'s dialog (which then opens the bills): no second line on the page', async () => {
    const p = testProps(propsSchema, {}, demo.data);
    p.state.request.mockImplementation((api: string) => (api === 'BK001' ? Promise.resolve(cards) : Promise.reject(overdueRefusal())));
    render(<LoanWithdraw {...p} />);
    fireEvent.click(await screen.findByRole('button', { name: '确认提现' }));
    await vi.waitFor(() => expect(p.state.request.mock.calls.map(([api]) => api)).toContain('CL005'));
    // Not silent: the catalogue's dialog is the one place the message shows.
    expect(p.state.request.mock.calls.find(([api]) => api === 'CL005')?.[2]).not.toMatchObject({ silent: true });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '确认提现' })).not.toBeDisabled());
    expect(screen.queryByText(/您有逾期未还的账单/)).not.toBeInTheDocument();
    expect(p.onAction).not.toHaveBeenCalled();
  });

  it('an overdue customer (CL003 overdue) is told to repay first with 去还款 before picking a card, and the page asks the gateway nothing (no cards, no CL005, no BM001)', async () => {
    const p = testProps(propsSchema, {}, { ...demo.data!, overdue: true });
    p.state.request.mockImplementation((api: string) => Promise.resolve(api === 'BK001' ? cards : {}));
    render(<LoanWithdraw {...p} />);
    expect(screen.getByRole('alert')).toHaveTextContent('您有逾期未还的账单，请先还款后再操作');
    expect(screen.queryByRole('button', { name: '确认提现' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去还款' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bill' });
    await new Promise((r) => setTimeout(r, 50));
    expect(p.state.request.mock.calls.map(([api]) => api)).toEqual([]);
  });

  it('a customer without an overdue bill gets the card picker at once, without asking BM001', async () => {
    const p = testProps(propsSchema, {}, demo.data);
    p.state.request.mockImplementation((api: string) => Promise.resolve(api === 'BK001' ? cards : {}));
    render(<LoanWithdraw {...p} />);
    expect(await screen.findByRole('button', { name: '确认提现' })).toBeInTheDocument();
    expect(p.state.request.mock.calls.map(([api]) => api)).toEqual(['BK001']);
  });

  it('a loan under review cannot be drawn and links to its detail', () => {
    const data = { status: 'CASH-VERIFY' as const, loan: { ...demo.data!.loan!, status: 'CASH-VERIFY' as const }, overdue: false };
    const p = testProps(propsSchema, {}, data);
    render(<LoanWithdraw {...p} />);
    expect(screen.getByText('该借款审核中，不能提现')).toBeInTheDocument();
    // No card picker on this view, so no cards are asked for.
    expect(p.state.request).not.toHaveBeenCalled();
  });

  it('without a bound card it offers 添加银行卡 only', async () => {
    const p = testProps(propsSchema, {}, demo.data);
    p.state.request.mockResolvedValue({ list: [] });
    render(<LoanWithdraw {...p} />);
    expect(await screen.findByText('暂未绑定银行卡')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认提现' })).not.toBeInTheDocument();
  });

  it('a loanId that is not the customer\'s (notFound) says 未找到该借款记录 with 借款记录, no 重试', () => {
    const p = testProps(propsSchema, {}, notFound);
    render(<LoanWithdraw {...p} />);
    expect(screen.getByText('未找到该借款记录')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '借款记录' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cashLoan2/applyRecord' });
  });

  it('a customer without any loan (no loanId) reads 暂无可提现的借款 with 去借款, not 未找到该借款记录', () => {
    const none: LoanDetail = { status: 'CASH-NOT-APPLY', overdue: false };
    const p = testProps(propsSchema, {}, none);
    render(<LoanWithdraw {...p} />);
    expect(screen.getByText('暂无可提现的借款')).toBeInTheDocument();
    expect(screen.queryByText('未找到该借款记录')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去借款' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cash-loan-product-list' });
  });
});
