import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { checkAmount } from './amount-rule';
import { ProductOrder } from './ProductOrder';
import { propsSchema } from './props.schema';

const product = { productId: 'P_FORM_APPLIANCE', name: '家电分期', minAmount: 100000, maxAmount: 5000000, periods: [3, 6, 12, 24] };
const plan = {
  preOrderId: 'R1', productId: 'P_FORM_APPLIANCE', amount: 300000, periods: 3, monthlyPayment: 103000, totalFee: 9000,
  schedule: [1, 2, 3].map((n) => ({ periodNo: n, dueDate: `2025-0${6 + n}-01`, principal: 100000, fee: 3000 })),
};

function setup(answers: Record<string, (f: Record<string, unknown>) => Promise<unknown>> = {}) {
  const p = testProps(propsSchema, { productId: 'P_FORM_APPLIANCE' });
  const all: Record<string, (f: Record<string, unknown>) => Promise<unknown>> = { PD002: async () => product, SF201: async () => plan, ...answers };
  p.state.request.mockImplementation((api, fields) => all[api]?.(fields) ?? Promise.reject(new Error(`no ${api}`)));
  render(<ProductOrder {...p} />);
  const calls = (api: string) => p.state.request.mock.calls.filter(([a]) => a === api);
  return { ...p, calls };
}

describe('the minimum installment is 1000 yuan', () => {
  it.each([
    ['', '请输入分期金额'],
    ['abc', '请输入正确的金额（最多两位小数）'],
    ['999.99', '分期金额最低1000元'],
    ['0', '分期金额最低1000元'],
    ['0.00', '分期金额最低1000元'],
    ['50001', '分期金额最高50,000元'],
  ])('%j is refused with %s', (text, message) => {
    expect(checkAmount(text, product)).toEqual({ error: message });
  });

  it('1000 yuan is accepted as 100000 cents', () => {
    expect(checkAmount('1000', product)).toEqual({ cents: 100000 });
  });

  it('a product minimum above 1000 yuan is named', () => {
    expect(checkAmount('1500', { minAmount: 200000, maxAmount: 0 })).toEqual({ error: '分期金额最低2,000元' });
  });

  it('on the form, 999 shows 分期金额最低1000元, keeps the typed text and calls nothing', async () => {
    const { calls } = setup();
    const input = await screen.findByPlaceholderText('请输入分期金额（元），最低1000元');
    await userEvent.type(input, '999');
    await userEvent.click(screen.getByRole('button', { name: '查看还款计划' }));
    expect(screen.getByRole('alert')).toHaveTextContent('分期金额最低1000元');
    expect(input).toHaveValue('999');
    expect(calls('SF201')).toHaveLength(0);
  });
});

describe('product order', () => {
  it('SF201 shows the schedule; 确认申请 places SF203 once with a key and opens /order-result (replace)', async () => {
    let resolve: (v: unknown) => void = () => undefined;
    const { calls, onAction } = setup({ SF203: () => new Promise((r) => (resolve = r)) });
    await userEvent.type(await screen.findByPlaceholderText('请输入分期金额（元），最低1000元'), '3000');
    fireEvent.click(screen.getByRole('button', { name: /^3期/ }));
    fireEvent.click(screen.getByRole('radio', { name: '教育培训' }));
    await userEvent.click(screen.getByRole('button', { name: '查看还款计划' }));
    expect(await screen.findByLabelText('每期应还')).toHaveTextContent('¥1,030.00');
    expect(screen.getByLabelText('总服务费')).toHaveTextContent('¥90.00');
    expect(screen.getByText('第3期')).toBeInTheDocument();
    expect(calls('SF201')[0]?.[1]).toEqual({ productId: 'P_FORM_APPLIANCE', amount: 300000, periods: 3, purpose: 'EDUCATION' });
    const button = screen.getByRole('button', { name: '确认申请' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(calls('SF203')).toHaveLength(1));
    expect(calls('SF203')[0]?.[1]).toEqual({ preOrderId: 'R1' });
    expect(calls('SF203')[0]?.[2]?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    resolve({ orderId: 'O9' });
    await waitFor(() => expect(onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/order-result', query: { orderId: 'O9' }, replace: true }));
  });

  it('changing the amount drops the shown plan', async () => {
    setup();
    const input = await screen.findByPlaceholderText('请输入分期金额（元），最低1000元');
    await userEvent.type(input, '3000');
    await userEvent.click(screen.getByRole('button', { name: '查看还款计划' }));
    await screen.findByLabelText('每期应还');
    await userEvent.type(input, '0');
    expect(screen.queryByLabelText('每期应还')).toBeNull();
    expect(screen.getByRole('button', { name: '查看还款计划' })).toBeInTheDocument();
  });
});
