import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { PhoneTopup, demo, propsSchema } from '.';

const order = { orderId: 'O1', amount: 2990 };
const optionsOf = (call: unknown[]) => call[2] as { idempotencyKey?: string };

function setup(phone = '13800000000') {
  const p = testProps(propsSchema, { ...demo.props, phone }, demo.data);
  render(<PhoneTopup {...p} />);
  return p;
}

describe('phone-topup', () => {
  it('shows each package with face value and price in yuan, and prefills the number', () => {
    setup();
    expect(screen.getByRole('textbox', { name: '充值号码' })).toHaveValue('13800000000');
    expect(screen.getByRole('radio', { name: /30元话费/ })).toHaveTextContent('面值 ¥30.00售价 ¥29.90');
    expect(screen.getByRole('radio', { name: /10元话费/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('a wrong number gets 请输入正确的手机号, keeps what was typed and places no order', async () => {
    const p = setup('');
    const input = screen.getByRole('textbox', { name: '充值号码' });
    await userEvent.type(input, '2380000');
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的手机号');
    expect(input).toHaveValue('2380000');
    expect(p.state.request).not.toHaveBeenCalled();
  });

  it('a pasted number with spaces or dashes (138 0000 0000) loses them before it is cut to 11 digits, and is ordered whole', async () => {
    const p = setup('');
    p.state.request.mockResolvedValueOnce(order);
    const input = screen.getByRole('textbox', { name: '充值号码' });
    await userEvent.click(input);
    await userEvent.paste('138 0000 0000');
    expect(input).toHaveValue('13800000000');
    await userEvent.clear(input);
    await userEvent.paste('139-1234-56789');
    expect(input).toHaveValue('13912345678');
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
    expect(p.state.request.mock.calls[0]?.slice(0, 2)).toEqual(['TP002', { phone: '13912345678', productId: 1 }]);
  });

  it('places the picked package for the number and goes to the cashier with orderSource telephone', async () => {
    const p = setup();
    p.state.request.mockResolvedValue(order);
    await userEvent.click(screen.getByRole('radio', { name: /30元话费/ }));
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
    expect(p.state.request).toHaveBeenCalledWith('TP002', { phone: '13800000000', productId: 2 }, expect.objectContaining({ idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cashier', query: { orderId: 'O1', orderSource: 'telephone' } });
  });

  it('a double tap places one order (the button is disabled while it runs)', async () => {
    const p = setup();
    let answer: (v: unknown) => void = () => {};
    p.state.request.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const button = screen.getByRole('button', { name: '立即充值' });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    expect(p.state.request).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    answer(order);
    await vi.waitFor(() => expect(p.onAction).toHaveBeenCalledTimes(1));
  });

  it('a retry after a network error sends the same idempotency key; another package gets a new one', async () => {
    const p = setup();
    p.state.request.mockRejectedValueOnce(new Error('后端接口连接异常')).mockRejectedValueOnce(new Error('后端接口连接异常')).mockResolvedValue(order);
    const button = screen.getByRole('button', { name: '立即充值' });
    await userEvent.click(button);
    await userEvent.click(button);
    const [first, retry] = p.state.request.mock.calls;
    expect(optionsOf(retry!).idempotencyKey).toBe(optionsOf(first!).idempotencyKey);
    expect(p.onAction).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: /50元话费/ }));
    await userEvent.click(button);
    const third = p.state.request.mock.calls[2]!;
    expect(optionsOf(third).idempotencyKey).not.toBe(optionsOf(first!).idempotencyKey);
    expect(p.onAction).toHaveBeenCalledTimes(1);
  });
});
