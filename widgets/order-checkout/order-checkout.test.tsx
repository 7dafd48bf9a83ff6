import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithStores } from '../../tests/support/test-stores';
import { testProps } from '../../tests/support/test-props';
import { OrderCheckout } from './OrderCheckout';
import { propsSchema } from './props.schema';
import { checkoutDraftKey } from './checkout-draft';

const goods = { spuId: 'SPU1002', name: '无线蓝牙耳机', image: '/img/e.png', price: 49900, memberPrice: 45900, payPrice: 45900, stock: 200 };
const address = (id: number, name: string, isDefault: 'Y' | 'N') => ({ id, name, tel: '13800000000', province: '北京市', city: '北京市', county: '朝阳区', addressDetail: `建国路${id}号`, isDefault });
const coupons = { list: [{ id: 7, name: '10元满减券', amount: 1000, threshold: 5000, status: 'UNUSED', expireTime: '2099-01-01 00:00:00' }] };

type Answers = Record<string, (fields: Record<string, unknown>) => Promise<unknown>>;

function setup(extra: Answers = {}, props: Partial<{ quantity: string; periods: string; skuId: string }> = {}) {
  const answers: Answers = {
    GD003: async () => goods,
    AD001: async () => ({ list: [address(1, '张伟', 'Y'), address(2, '李娜', 'N')] }),
    CU001: async () => coupons,
    ...extra,
  };
  const p = testProps(propsSchema, { spuId: 'SPU1002', ...props });
  p.state.request.mockImplementation((api, fields) => answers[api]?.(fields) ?? Promise.reject(new Error(`no ${api}`)));
  const view = renderWithStores(<OrderCheckout {...p} />);
  const sf202 = () => p.state.request.mock.calls.filter(([api]) => api === 'SF202');
  return { ...p, sf202, view };
}

beforeEach(() => sessionStorage.clear());

describe('goods checkout', () => {
  it('shows the default address, member discount and the total in cents with ¥, and the button 提交订单', async () => {
    setup({}, { quantity: '2' });
    expect(await screen.findByText('张伟 13800000000')).toBeInTheDocument();
    expect(screen.getByText('¥998.00')).toBeInTheDocument();
    expect(screen.getByText('-¥80.00')).toBeInTheDocument();
    expect(screen.getByLabelText('应付金额')).toHaveTextContent('¥918.00');
    expect(screen.getByRole('button', { name: '提交订单' })).toBeEnabled();
  });

  it('a coupon is chosen on the 选择优惠券 wheel, by the keyboard too: the total drops by it and the order carries it', async () => {
    const { sf202 } = setup();
    const row = await screen.findByRole('button', { name: /优惠券.*1张可用/ });
    row.focus();
    await userEvent.keyboard('{Enter}');
    const wheel = await screen.findByRole('spinbutton', { name: '选择优惠券' });
    await waitFor(() => expect(wheel).toHaveFocus());
    expect(wheel).toHaveAttribute('aria-valuetext', '不使用优惠券');
    await userEvent.keyboard('{ArrowDown}');
    expect(wheel).toHaveAttribute('aria-valuetext', '10元满减券（-¥10.00）');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('应付金额')).toHaveTextContent('¥449.00'));
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(sf202()[0]?.[1]).toMatchObject({ couponId: 7 }));
  });

  it('tapping 提交订单 twice places one SF202, then opens the cashier with the periods (replace)', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const { sf202, onAction } = setup({ SF202: () => new Promise((resolve) => (answer = resolve)) }, { periods: '6', quantity: '3' });
    const button = await screen.findByRole('button', { name: '提交订单' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(sf202()).toHaveLength(1);
    // The periods go with the order: its cashier opened again later (去支付) offers them again.
    expect(sf202()[0]?.[1]).toEqual({ spuId: 'SPU1002', quantity: 3, addressId: 1, periods: 6 });
    answer({ orderId: 'O1' });
    await waitFor(() => expect(onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cashier', query: { orderId: 'O1', periods: '6' }, replace: true }));
  });

  it('a link asking for more than 每单限购 holds the most one order may, says so, and orders that many', async () => {
    const { sf202 } = setup({ GD003: async () => ({ ...goods, purchaseLimit: 2 }), SF202: async () => ({ orderId: 'O1' }) }, { quantity: '5' });
    expect(await screen.findByText('每单限购2件，已按2件结算')).toBeInTheDocument();
    expect(screen.getByText('× 2')).toBeInTheDocument();
    expect(screen.getByText('¥998.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(sf202()).toHaveLength(1));
    expect(sf202()[0]?.[1]).toMatchObject({ quantity: 2 });
  });

  it('a retry after a network error reuses the same idempotency key', async () => {
    let calls = 0;
    const { sf202, onAction } = setup({ SF202: async () => (++calls === 1 ? Promise.reject(new Error('后端接口连接异常')) : { orderId: 'O2' }) });
    await userEvent.click(await screen.findByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(sf202()).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(onAction).toHaveBeenCalled());
    const [first, second] = sf202().map(([, , options]) => options?.idempotencyKey);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
  });

  it('after a lost answer, another address keeps the idempotency key (the first order may exist: the gateway answers 2807, never a second order)', async () => {
    const { sf202 } = setup({ SF202: () => Promise.reject(new Error('后端接口连接异常')) });
    await userEvent.click(await screen.findByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(sf202()).toHaveLength(1));
    const change = screen.getByLabelText('更换收货地址');
    // The name is the row button's own, not that of the link antd draws inside it.
    expect(change).toHaveAttribute('role', 'button');
    await userEvent.click(change);
    const picker = await screen.findByRole('dialog', { name: '选择收货地址' });
    fireEvent.click(within(picker).getByText(/^李娜/));
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(sf202()).toHaveLength(2));
    expect(sf202()[1]?.[1]).toMatchObject({ addressId: 2 });
    expect(sf202()[1]?.[2]?.idempotencyKey).toBe(sf202()[0]?.[2]?.idempotencyKey);
  });

  it('without an address, 提交订单 is disabled and 新增收货地址 opens the address form', async () => {
    const { onAction } = setup({ AD001: async () => ({ list: [] }) });
    await userEvent.click(await screen.findByText('新增收货地址'));
    expect(onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/address/edit' });
    expect(screen.getByRole('button', { name: '提交订单' })).toBeDisabled();
  });

  it('shows the loading view, then the error with 重试 when the goods fail', async () => {
    const { state } = setup({ GD003: () => Promise.reject(new Error('系统接口请求超时')) });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByText('系统接口请求超时')).toBeInTheDocument();
    state.request.mockImplementation((api) => (api === 'GD003' ? Promise.resolve(goods) : Promise.resolve({ list: [] })));
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('无线蓝牙耳机')).toBeInTheDocument();
  });

  it('goods that do not exist (2801) say so with 返回, which goes back; never 重试', async () => {
    const { onAction } = setup({ GD003: () => Promise.reject(Object.assign(new Error('商品 SPU1002 不存在'), { rspCode: '2801' })) });
    expect(await screen.findByText('商品 SPU1002 不存在')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'back' });
  });

  it('without goods in the link: 缺少商品 with 返回, and no request', async () => {
    const p = testProps(propsSchema, { spuId: '' });
    renderWithStores(<OrderCheckout {...p} />);
    expect(screen.getByText('缺少商品')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'back' });
    expect(p.state.request).not.toHaveBeenCalled();
  });

  it('draws nothing in the product mode of /order-apply (skipWhen set)', () => {
    const p = testProps(propsSchema, { spuId: '', skipWhen: 'P_FORM_APPLIANCE' });
    const view = renderWithStores(<OrderCheckout {...p} />);
    expect(view.container).toBeEmptyDOMElement();
    expect(p.state.request).not.toHaveBeenCalled();
  });

  it('each period shows what the customer pays with the fee, and the first period when the remainder makes it differ', async () => {
    setup({ GD003: async () => ({ ...goods, price: 299900, payPrice: 289900 }) }, { periods: '3' });
    // 2899 yuan over 3: 966.33 principal (966.34 first) + 17.39 fee (0.6 %), as the bills will be.
    expect(await screen.findByRole('button', { name: /^3期/ })).toHaveTextContent('3期¥983.72/期 首期¥983.73');
    expect(screen.getByRole('button', { name: /^1期/ })).toHaveTextContent('1期¥2,899.00/期');
    expect(screen.getByRole('button', { name: /^12期/ })).toHaveTextContent('12期¥258.97/期 首期¥259.01');
    expect(screen.queryByText(/约/)).toBeNull();
  });

  it('under 1000 yuan more than one period is disabled with 满1000元可分期 and the cashier gets 1 period', async () => {
    const { onAction } = setup({ SF202: async () => ({ orderId: 'O3' }) }, { periods: '12' });
    expect(await screen.findByRole('button', { name: /^12期/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^1期/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('满1000元可分期')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cashier', query: { orderId: 'O3', periods: '1' }, replace: true }));
  });

  it('新增收货地址 and back keeps the coupon and periods and selects the address just added', async () => {
    sessionStorage.setItem(checkoutDraftKey('SPU1002', '', 3), JSON.stringify({ entry: '12', periods: 6, addressId: 1, couponId: 7 }));
    const first = setup({}, { quantity: '3', periods: '12' });
    expect(await screen.findByText('-¥10.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^6期/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByLabelText('更换收货地址'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '选择收货地址' })).getByRole('button', { name: '新增收货地址' }));
    expect(first.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/address/edit' });
    first.view.unmount();
    // Back from the address form: the page mounts again and AD001 now has the new address 3.
    setup({ AD001: async () => ({ list: [address(1, '张伟', 'Y'), address(2, '李娜', 'N'), address(3, '王五', 'N')] }) }, { quantity: '3', periods: '12' });
    expect(await screen.findByText('王五 13800000000')).toBeInTheDocument();
    expect(screen.getByText('-¥10.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^6期/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('coming back from another page keeps the chosen address; a new choice on the goods page (other ?periods=) starts afresh', async () => {
    const first = setup({}, { quantity: '3', periods: '12' });
    await userEvent.click(await screen.findByLabelText('更换收货地址'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '选择收货地址' })).getByText(/^李娜/));
    await userEvent.click(screen.getByRole('button', { name: /^3期/ }));
    first.view.unmount();
    const again = setup({}, { quantity: '3', periods: '12' });
    expect(await screen.findByText('李娜 13800000000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^3期/ })).toHaveAttribute('aria-pressed', 'true');
    again.view.unmount();
    setup({}, { quantity: '3', periods: '24' });
    expect(await screen.findByText('张伟 13800000000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^24期/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a placed order drops the saved choices', async () => {
    const { onAction } = setup({ SF202: async () => ({ orderId: 'O4' }) }, { quantity: '3', periods: '6' });
    await userEvent.click(await screen.findByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(onAction).toHaveBeenCalled());
    expect(sessionStorage.getItem(checkoutDraftKey('SPU1002', '', 3))).toBeNull();
  });
});
