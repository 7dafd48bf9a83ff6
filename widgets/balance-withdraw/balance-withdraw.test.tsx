import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { BalanceWithdraw, demo, propsSchema } from '.';

const cards = { list: [{ id: 7, bankName: '招商银行', maskedNo: '6225 **** **** 8888', last4: '8888', cardType: 'DEBIT', isDefault: 'Y' }, { id: 8, bankName: '中国银行', maskedNo: '6217 **** **** 4321', last4: '4321', cardType: 'DEBIT', isDefault: 'N' }] };

const dialogWith = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('[role="dialog"]') ?? document.body;

const typeOnKeypad = async (digits: string) => {
  const pad = await screen.findByRole('dialog', { name: '请输入支付密码' });
  for (const d of digits) fireEvent.click(within(pad).getByRole('button', { name: d }));
};

function setup(list = cards, hasPayPassword: 'Y' | 'N' = 'Y') {
  const p = testProps(propsSchema, { phone: '13800000000' }, demo.data);
  p.state.request.mockImplementation((api: string) => {
    if (api === 'BK001') return Promise.resolve(list);
    if (api === 'UC013') return Promise.resolve({ hasPayPassword });
    if (api === 'BA002') return Promise.resolve({ devCode: '246810' });
    if (api === 'CP004') return Promise.resolve({});
    return Promise.resolve({ balance: 40000, recordId: 1 });
  });
  render(<BalanceWithdraw {...p} />);
  return p;
}

const withdrawals = (p: ReturnType<typeof setup>) => p.state.request.mock.calls.filter(([api]) => api === 'OT002');

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
    expect(withdrawals(p)).toHaveLength(0);
  });

  it('asks to confirm the amount and card (提现确认), then the pay password, withdraws with OT002 and an idempotency key, then shows the result with the amount as money', async () => {
    const p = setup();
    await userEvent.click(await screen.findByRole('radio', { name: '中国银行（尾号4321）' }));
    await userEvent.click(screen.getByRole('button', { name: '全部提现' }));
    expect(screen.getByLabelText('提现金额')).toHaveValue('500');
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    const dialog = await dialogWith('确定提现¥500.00至中国银行（尾号4321）吗？');
    expect(p.state.request).not.toHaveBeenCalledWith('OT002', expect.anything(), expect.anything());
    fireEvent.click(within(dialog).getByText('确定提现'));
    await typeOnKeypad('12345');
    expect(withdrawals(p)).toHaveLength(0);
    await typeOnKeypad('6');
    await waitFor(() => expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/otayonii/result', query: { amount: '¥500.00', card: '中国银行（尾号4321）' }, replace: true }));
    expect(p.state.request).toHaveBeenCalledWith('OT002', { amount: 50000, bankCardId: 8, payPassword: '123456' }, expect.objectContaining({ idempotencyKey: expect.any(String) }));
  });

  it('a wrong pay password withdraws nothing and keeps the amount; the next try sends the same idempotency key', async () => {
    const p = setup();
    p.state.request.mockImplementation((api: string) => {
      if (api === 'BK001') return Promise.resolve(cards);
      if (api === 'UC013') return Promise.resolve({ hasPayPassword: 'Y' });
      if (api === 'OT002' && withdrawals(p).length === 1) return Promise.reject(Object.assign(new Error('支付密码错误，还可尝试4次'), { rspCode: '3202' }));
      return Promise.resolve({ balance: 39000, recordId: 2 });
    });
    await userEvent.type(await screen.findByLabelText('提现金额'), '10');
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    fireEvent.click(within(await dialogWith('确定提现¥10.00至招商银行（尾号8888）吗？')).getByText('确定提现'));
    await typeOnKeypad('000000');
    await waitFor(() => expect(withdrawals(p)).toHaveLength(1));
    expect(p.onAction).not.toHaveBeenCalled();
    expect(screen.getByLabelText('提现金额')).toHaveValue('10');
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    // The first question may still be closing: the newest dialog is the last one.
    const asked = await screen.findAllByText('确定提现¥10.00至招商银行（尾号8888）吗？');
    fireEvent.click(within(asked.at(-1)?.closest<HTMLElement>('[role="dialog"]') ?? document.body).getByText('确定提现'));
    await typeOnKeypad('123456');
    await waitFor(() => expect(p.onAction).toHaveBeenCalledTimes(1));
    const [first, second] = withdrawals(p);
    expect((second?.[2] as { idempotencyKey: string }).idempotencyKey).toBe((first?.[2] as { idempotencyKey: string }).idempotencyKey);
    expect(second?.[1]).toEqual({ amount: 1000, bankCardId: 7, payPassword: '123456' });
  });

  it('a customer without a pay password sets one (SMS code, six digits twice) and the withdrawal goes on with it', async () => {
    const p = setup(cards, 'N');
    await userEvent.type(await screen.findByLabelText('提现金额'), '20');
    await userEvent.click(screen.getByRole('button', { name: '确认提现' }));
    fireEvent.click(within(await dialogWith('确定提现¥20.00至招商银行（尾号8888）吗？')).getByText('确定提现'));
    const panel = await screen.findByRole('dialog', { name: '设置支付密码' });
    expect(withdrawals(p)).toHaveLength(0);
    fireEvent.change(within(panel).getByPlaceholderText('请输入短信验证码'), { target: { value: '246810' } });
    fireEvent.click(within(panel).getByRole('button', { name: '设置密码' }));
    for (const title of ['请设置6位支付密码', '请再次输入支付密码']) {
      const pad = await screen.findByRole('dialog', { name: title });
      for (const d of '135790') fireEvent.click(within(pad).getByRole('button', { name: d }));
    }
    await waitFor(() => expect(withdrawals(p)[0]?.[1]).toEqual({ amount: 2000, bankCardId: 7, payPassword: '135790' }));
    expect(p.state.request).toHaveBeenCalledWith('CP004', { payPassword: '135790', smsCode: '246810' }, expect.anything());
    await waitFor(() => expect(p.onAction).toHaveBeenCalledTimes(1));
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
    await typeOnKeypad('123456');
    await waitFor(() => expect(p.onAction).toHaveBeenCalledTimes(1));
    expect(withdrawals(p)).toHaveLength(1);
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
    p.state.request.mockRejectedValueOnce(new Error('后端接口连接异常')).mockResolvedValueOnce({ hasPayPassword: 'Y' }).mockResolvedValueOnce(cards).mockResolvedValueOnce({ hasPayPassword: 'Y' });
    render(<BalanceWithdraw {...p} />);
    await screen.findByText('后端接口连接异常');
    await userEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(await screen.findByRole('radio', { name: '招商银行（尾号8888）' })).toBeInTheDocument();
  });
});
