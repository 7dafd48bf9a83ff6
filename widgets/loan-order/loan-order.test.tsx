import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { demo, LoanOrder, propsSchema } from '.';

const loan = { loanId: 'L1', productId: 'P_CASH_SXG', amount: 300000, periods: 3, purpose: 'DAILY', status: 'CASH-VERIFY', createTime: '2025-06-01 10:00:00' };
afterEach(() => sessionStorage.clear());

describe('loan-order', () => {
  it('shows what was chosen and applies once with CL002, then replaces itself with the detail', async () => {
    const p = testProps(propsSchema, demo.props);
    p.state.request.mockResolvedValue(loan);
    render(<LoanOrder {...p} />);
    expect(screen.getByText('¥3,000.00')).toBeInTheDocument();
    expect(screen.getByText('日常消费')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: '确认借款' });
    fireEvent.click(button);
    fireEvent.click(button);
    await vi.waitFor(() => expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cash-loan-detail', query: { loanId: 'L1' }, replace: true }));
    expect(p.state.request).toHaveBeenCalledTimes(1);
    expect(p.state.request.mock.calls[0]?.[1]).toEqual({ productId: 'P_CASH_SXG', amount: 300000, periods: 3, purpose: 'DAILY' });
    expect(p.state.request.mock.calls[0]?.[2]).toEqual({ loading: true, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('a refusal shows the message, applies nothing, and a retry reuses the key', async () => {
    const p = testProps(propsSchema, demo.props);
    p.state.request.mockRejectedValueOnce(new Error('可用额度不足')).mockResolvedValue(loan);
    render(<LoanOrder {...p} />);
    fireEvent.click(screen.getByRole('button', { name: '确认借款' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('申请未提交：可用额度不足');
    expect(p.onAction).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确认借款' }));
    await vi.waitFor(() => expect(p.onAction).toHaveBeenCalledTimes(1));
    const keys = p.state.request.mock.calls.map((c) => (c[2] as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
  });

  it('9991 at 确认借款 is said once, by the gateway\'s dialog (which then opens the bills): no second line on the page', async () => {
    const p = testProps(propsSchema, demo.props);
    p.state.request.mockRejectedValue(Object.assign(new Error('您有逾期未还的账单，请先还款后再操作'), { rspCode: '9991' }));
    render(<LoanOrder {...p} />);
    fireEvent.click(screen.getByRole('button', { name: '确认借款' }));
    await vi.waitFor(() => expect(p.state.request).toHaveBeenCalledTimes(1));
    expect(p.state.request.mock.calls[0]?.[2]).not.toMatchObject({ silent: true });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '确认借款' })).not.toBeDisabled());
    expect(screen.queryByText(/您有逾期未还的账单/)).not.toBeInTheDocument();
    expect(p.onAction).not.toHaveBeenCalled();
  });

  it('a broken query says 借款信息不完整', () => {
    render(<LoanOrder {...testProps(propsSchema, { ...demo.props, amount: 'x' })} />);
    expect(screen.getByText('借款信息不完整')).toBeInTheDocument();
  });
});
