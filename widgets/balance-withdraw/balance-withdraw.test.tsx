import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { BalanceWithdraw, demo, propsSchema } from '.';

const cards = { list: [{ id: 7, bankName: '招商银行', maskedNo: '6225 **** **** 8888', last4: '8888', cardType: 'DEBIT', isDefault: 'Y' }, { id: 8, bankName: '中国银行', maskedNo: '6217 **** **** 4321', last4: '4321', cardType: 'DEBIT', isDefault: 'N' }] };

const dialogWith = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('[role="dialog"]') ?? document.body;

function setup(list = cards) {
  const p = testProps(propsSchema, {}, demo.data);
  p.state.request.mockImplementation((api: string) => (api === 'BK001' ? Promise.resolve(list) : Promise.resolve({ balance: 40000, recordId: 1 })));
  render(<BalanceWithdraw {...p} />);
  return p;
}

describe('balance-withdraw', () => {
  it('shows the limits and the default card; above the withdrawable balance it refuses with a message and sends nothing', async () => {
    const p = setup();
    expect(await screen.findByRole('radio', { name: '招商银行（尾号8888）' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(/单笔提现 ¥1.00 - ¥50,000.00/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('提现金额'), '500.01');
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    expect(screen.getByRole('alert')).toHaveTextContent('提现金额不能超过可提现余额 ¥500.00');
    expect(screen.getByLabelText('提现金额')).toHaveValue('500.01');
    await userEvent.clear(screen.getByLabelText('提现金额'));
    await userEvent.type(screen.getByLabelText('提现金额'), '0.5');
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    expect(screen.getByRole('alert')).toHaveTextContent('单笔最低提现1元');
    expect(p.state.request).toHaveBeenCalledTimes(1);
  });

  it('asks to confirm the amount and card (提现确认), withdraws with OT002 and an idempotency key, then shows the result with the amount as money', async () => {
    const p = setup();
    await userEvent.click(await screen.findByRole('radio', { name: '中国银行（尾号4321）' }));
    await userEvent.click(screen.getByRole('button', { name: '全部提现' }));
    expect(screen.getByLabelText('提现金额')).toHaveValue('500');
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    const dialog = await dialogWith('确定提现¥500.00至中国银行（尾号4321）吗？');
    expect(p.state.request).not.toHaveBeenCalledWith('OT002', expect.anything(), expect.anything());
    fireEvent.click(within(dialog).getByText('确定提现'));
    await waitFor(() => expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/otayonii/result', query: { amount: '¥500.00', card: '中国银行（尾号4321）' }, replace: true }));
    expect(p.state.request).toHaveBeenCalledWith('OT002', { amount: 50000, bankCardId: 8 }, expect.objectContaining({ idempotencyKey: expect.any(String) }));
  });

  it('a double tap on 确认提现 asks once and withdraws once (one OT002)', async () => {
    // Its question is one no other test of this file asks: a question of the test before may still be closing.
    const p = setup();
    await userEvent.type(await screen.findByLabelText('提现金额'), '13');
    const button = screen.getByRole('button', { name: '确认提现' });
    fireEvent.click(button);
    fireEvent.click(button);
    const dialog = await dialogWith('确定提现¥13.00至招商银行（尾号8888）吗？');
    expect(screen.getAllByText('确定提现¥13.00至招商银行（尾号8888）吗？')).toHaveLength(1);
    fireEvent.click(within(dialog).getByText('确定提现'));
    await waitFor(() => expect(p.onAction).toHaveBeenCalledTimes(1));
    expect(p.state.request.mock.calls.filter(([api]) => api === 'OT002')).toHaveLength(1);
  });

  it('cancelling the confirm withdraws nothing', async () => {
    const p = setup();
    await userEvent.type(await screen.findByLabelText('提现金额'), '12');
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    fireEvent.click(within(await dialogWith('确定提现¥12.00至招商银行（尾号8888）吗？')).getByText('取消'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(p.state.request).not.toHaveBeenCalledWith('OT002', expect.anything(), expect.anything());
    expect(p.onAction).not.toHaveBeenCalled();
  });

  it('without a bound card offers 去绑卡', async () => {
    const p = setup({ list: [] });
    await userEvent.click(await screen.findByRole('button', { name: '去绑卡' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bankcard/add' });
  });
});

describe('balance-withdraw cards', () => {
  it('a failed card list shows the error with 重试, which asks again', async () => {
    const p = testProps(propsSchema, {}, demo.data);
    p.state.request.mockRejectedValueOnce(new Error('后端接口连接异常')).mockResolvedValueOnce(cards);
    render(<BalanceWithdraw {...p} />);
    await screen.findByText('后端接口连接异常');
    await userEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByRole('radio', { name: '招商银行（尾号8888）' })).toBeInTheDocument();
  });
});
