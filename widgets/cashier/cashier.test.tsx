import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStores } from '../../tests/support/test-stores';
import { testProps } from '../../tests/support/test-props';
import { Cashier } from './Cashier';
import { creditReturn } from '@widgets/shared/credit-return';
import { asksPayPassword } from '@schemas/pay-password';
import { propsSchema, type CashierInfo, type PayOption, type PayReasonCode } from './props.schema';

/** CS001's texts for its reason codes (server/handlers/cashier.ts). */
const REASON: Record<PayReasonCode, string> = {
  NOT_SUPPORTED: '该订单不支持此支付方式', CREDIT_INACTIVE: '请先完成授信', LIMIT_SHORT: '可用额度不足', BALANCE_SHORT: '余额不足', NO_CARD: '请先绑定银行卡',
};
const option = (payType: PayOption['payType'], name: string, available: 'Y' | 'N', reasonCode?: PayReasonCode, reason = reasonCode && REASON[reasonCode]): PayOption => ({
  payType, name, available, needPassword: asksPayPassword(payType) ? 'Y' : 'N', ...(reasonCode ? { reasonCode } : {}), ...(reason ? { reason } : {}),
});
const info = (over: Partial<CashierInfo> = {}): CashierInfo => ({
  orderId: 'O1', scene: 'GOODS_ORDER', title: '星耀 X20 5G 智能手机', amount: 300000, status: 'REPAY', balance: 50000, creditAvailable: 954100, hasPayPassword: 'Y',
  payTypes: [
    option('BILLPAY', '信用账单支付', 'Y'), option('CREDITSALES', '信用购分期', 'Y'), option('ALIPAY', '支付宝', 'Y'), option('WECHATPAY', '微信支付', 'Y'),
    option('QUICKPAY', '银行卡快捷支付', 'N', 'NO_CARD'), option('MEMBERPAY', '余额支付', 'N', 'BALANCE_SHORT'),
  ],
  ...over,
});

type Answers = Record<string, (fields: Record<string, unknown>) => Promise<unknown>>;

function setup(extra: Answers = {}, cs001 = info(), createTime = '2099-01-01 00:00:00', periods = '12', flow = 'FINISH') {
  const answers: Answers = { CS001: async () => cs001, SF206: async () => ({ orderId: 'O1', kind: 'GOODS', createTime, periods: 1 }), BK001: async () => ({ list: [] }), ...extra };
  const p = testProps(propsSchema, { orderId: 'O1', periods });
  p.state.request.mockImplementation((api, fields) => answers[api]?.(fields) ?? Promise.reject(new Error(`no ${api}`)));
  renderWithStores(<Cashier {...p} />, { user: { info: { id: 'u1', phone: '13800000000', flow } } });
  const calls = (api: string) => p.state.request.mock.calls.filter(([a]) => a === api);
  return { ...p, calls };
}

const typeOnKeypad = (digits: string) => {
  const pad = screen.getByRole('dialog', { name: '请输入支付密码' });
  for (const d of digits) fireEvent.click(within(pad).getByRole('button', { name: d }));
};

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('cashier', () => {
  it('shows the scene, the amount in ¥ and every pay type; unavailable ones are disabled with the reason', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: '商品订单' })).toBeInTheDocument();
    expect(screen.getByLabelText('支付金额')).toHaveTextContent('¥3,000.00');
    expect(screen.getByText('请先绑定银行卡')).toBeInTheDocument();
    expect(screen.getByText('余额不足')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '余额支付' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '信用购分期' })).toBeChecked();
    expect(screen.getByRole('button', { name: /^12期/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('分期 chosen, its periods sit right under 信用购分期 headed 分期期数, before the other pay types; another pay type hides them', async () => {
    setup();
    const credit = await screen.findByRole('radio', { name: '信用购分期' });
    const periods = screen.getByRole('group', { name: '分期期数' });
    expect(screen.getByText('分期期数')).toBeVisible();
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(credit, periods)).toBe(true);
    expect(follows(periods, screen.getByRole('radio', { name: '信用账单支付' }))).toBe(false);
    expect(follows(periods, screen.getByRole('radio', { name: '支付宝' }))).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '支付宝' }));
    expect(screen.queryByRole('group', { name: '分期期数' })).toBeNull();
    fireEvent.click(credit);
    expect(screen.getByRole('group', { name: '分期期数' })).toBeInTheDocument();
  });

  it('credit pay asks for the 6-digit password on the keypad, then pays with CS002 and opens /pay-result (replace)', async () => {
    const { calls, onAction } = setup({ CS002: async () => ({ status: 'SUCCESS' }) });
    await userEvent.click(await screen.findByRole('button', { name: '确认支付' }));
    typeOnKeypad('12345');
    fireEvent.click(within(screen.getByRole('dialog', { name: '请输入支付密码' })).getByRole('button', { name: '删除' }));
    expect(calls('CS002')).toHaveLength(0);
    typeOnKeypad('56');
    await waitFor(() => expect(calls('CS002')).toHaveLength(1));
    expect(calls('CS002')[0]?.[1]).toEqual({ orderId: 'O1', payType: 'CREDITSALES', periods: 12, payPassword: '123456' });
    expect(calls('CS002')[0]?.[2]?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/pay-result', query: { orderId: 'O1' }, replace: true }));
  });

  it('a retry after a network error reuses the same idempotency key', async () => {
    let n = 0;
    const { calls } = setup({ CS002: async () => (++n === 1 ? Promise.reject(new Error('后端接口连接异常')) : { status: 'SUCCESS' }) });
    fireEvent.click(await screen.findByRole('radio', { name: '支付宝' }));
    await userEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(calls('CS002')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(calls('CS002')).toHaveLength(2));
    expect(calls('CS002')[0]?.[1]).toEqual({ orderId: 'O1', payType: 'ALIPAY' });
    expect(calls('CS002')[1]?.[2]?.idempotencyKey).toBe(calls('CS002')[0]?.[2]?.idempotencyKey);
  });

  it('tapping 确认支付 twice while paying sends one CS002', async () => {
    const { calls } = setup({ CS002: () => new Promise(() => undefined) });
    fireEvent.click(await screen.findByRole('radio', { name: '微信支付' }));
    const button = screen.getByRole('button', { name: '确认支付' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(calls('CS002')).toHaveLength(1));
    expect(button).toBeDisabled();
  });

  it('a user without a pay password sets one (BA002 code, CP004) before paying with it', async () => {
    const { calls } = setup({ BA002: async () => ({ devCode: '654321' }), CP004: async () => ({ hasPayPassword: 'Y' }), CS002: async () => ({ status: 'SUCCESS' }) }, info({ hasPayPassword: 'N' }));
    await userEvent.click(await screen.findByRole('button', { name: '确认支付' }));
    const panel = await screen.findByRole('dialog', { name: '设置支付密码' });
    fireEvent.click(within(panel).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(calls('BA002')[0]?.[1]).toEqual({ phone: '13800000000', scene: 'LOGIN' }));
    fireEvent.change(within(panel).getByPlaceholderText('请输入短信验证码'), { target: { value: '654321' } });
    fireEvent.click(within(panel).getByRole('button', { name: '设置密码' }));
    const pad = await screen.findByRole('dialog', { name: '请设置6位支付密码' });
    for (const d of '111222') fireEvent.click(within(pad).getByRole('button', { name: d }));
    const again = await screen.findByRole('dialog', { name: '请再次输入支付密码' });
    for (const d of '111222') fireEvent.click(within(again).getByRole('button', { name: d }));
    await waitFor(() => expect(calls('CP004')[0]?.[1]).toEqual({ payPassword: '111222', smsCode: '654321' }));
    await waitFor(() => expect(calls('CS002')[0]?.[1]).toMatchObject({ payPassword: '111222' }));
  });

  it('counts down to the payment deadline (createTime + 30 min) and then refuses to pay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(Date.parse('2025-06-01T10:29:50+08:00'));
    setup({}, info(), '2025-06-01 10:00:00');
    expect(await screen.findByRole('timer')).toHaveTextContent('支付剩余时间 00:10');
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('timer')).toHaveTextContent('支付剩余时间 00:07');
    await act(async () => vi.advanceTimersByTime(8000));
    expect(screen.getByRole('timer')).toHaveTextContent('订单已超时，请重新下单');
    expect(screen.getByRole('button', { name: '确认支付' })).toBeDisabled();
  });

  it('a paid order is not payable again: 查看订单', async () => {
    const { onAction } = setup({}, info({ status: 'FINISH' }));
    await userEvent.click(await screen.findByRole('button', { name: '查看订单' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/order-info', query: { orderId: 'O1' }, replace: true });
  });

  it('a failed CS001 is shown by the block alone (the gateway opens no dialog for it) with 重试, which asks again', async () => {
    let fail = true;
    const { state } = setup({ CS001: async () => { if (fail) throw new Error('系统接口请求超时'); return info(); } });
    expect(await screen.findByText('系统接口请求超时')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('星耀 X20 5G 智能手机')).toBeInTheDocument();
    expect(state.request).toHaveBeenCalledWith('CS001', { orderId: 'O1' }, { showsFailure: true });
  });

  it('an order that does not exist (2502) says so with 我的订单, never 重试', async () => {
    const { onAction } = setup({ CS001: () => Promise.reject(Object.assign(new Error('订单 O1 不存在'), { rspCode: '2502' })) });
    expect(await screen.findByText('订单 O1 不存在')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '我的订单' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/order-list', replace: true });
  });

  it('each period shows what the customer pays with the fee (the bills), with the first period when it differs', async () => {
    setup({}, info({ amount: 289900 }), undefined, '3');
    expect(await screen.findByRole('button', { name: /^3期/ })).toHaveTextContent('3期¥983.72/期 首期¥983.73');
    expect(screen.getByRole('button', { name: /^6期/ })).toHaveTextContent('6期¥500.55/期 首期¥500.59');
    expect(screen.queryByText(/约/)).toBeNull();
  });

  it('under 1000 yuan more than one period is disabled with 满1000元可分期 and CS002 gets 1 period', async () => {
    const { calls } = setup({ CS002: async () => ({ status: 'SUCCESS' }) }, info({ amount: 45900 }));
    expect(await screen.findByRole('button', { name: /^12期/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^1期/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('满1000元可分期')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确认支付' }));
    typeOnKeypad('123456');
    await waitFor(() => expect(calls('CS002')[0]?.[1]).toMatchObject({ payType: 'CREDITSALES', periods: 1 }));
  });

  it('a product order shows the periods confirmed at ordering, fixed (no picker), and pays with them', async () => {
    const { calls } = setup({ SF206: async () => ({ orderId: 'O1', kind: 'PRODUCT', createTime: '2099-01-01 00:00:00', periods: 3 }), CS002: async () => ({ status: 'SUCCESS' }) });
    expect(await screen.findByLabelText('分期期数')).toHaveTextContent('分期期数 3期¥1,018.00/期（下单时已确认）');
    expect(screen.getByRole('radio', { name: '信用购分期' }).compareDocumentPosition(screen.getByLabelText('分期期数')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText('分期期数').compareDocumentPosition(screen.getByRole('radio', { name: '支付宝' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('group', { name: '分期期数' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^24期/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '确认支付' }));
    typeOnKeypad('123456');
    await waitFor(() => expect(calls('CS002')[0]?.[1]).toMatchObject({ payType: 'CREDITSALES', periods: 3 }));
  });

  it('QUICKPAY names the bound card (BK001) and, after the pay password, pays with its bankCardId', async () => {
    const card = { id: 5, bankName: '招商银行', maskedNo: '6225 **** **** 8888', last4: '8888', cardType: 'DEBIT', isDefault: 'Y' };
    const payTypes = info().payTypes.map((p) => (p.payType === 'QUICKPAY' ? option('QUICKPAY', '银行卡快捷支付', 'Y') : p));
    const { calls } = setup({ BK001: async () => ({ list: [card] }), CS002: async () => ({ status: 'SUCCESS' }) }, info({ payTypes }));
    const quick = await screen.findByRole('radio', { name: '银行卡快捷支付' });
    expect(quick).toHaveAccessibleDescription('招商银行储蓄卡（8888）');
    fireEvent.click(quick);
    expect(screen.queryByRole('button', { name: '添加银行卡' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '确认支付' }));
    expect(calls('CS002')).toHaveLength(0);
    typeOnKeypad('123456');
    await waitFor(() => expect(calls('CS002')[0]?.[1]).toEqual({ orderId: 'O1', payType: 'QUICKPAY', bankCardId: 5, payPassword: '123456' }));
  });

  it('with several cards, 银行卡快捷支付 chosen offers 选择银行卡 right under it (before 余额支付), and pays with the card picked', async () => {
    const cmb = { id: 5, bankName: '招商银行', maskedNo: '6225 **** **** 8888', last4: '8888', cardType: 'DEBIT', isDefault: 'Y' };
    const icbc = { id: 7, bankName: '工商银行', maskedNo: '6222 **** **** 0006', last4: '0006', cardType: 'DEBIT', isDefault: 'N' };
    const payTypes = info().payTypes.map((p) => (p.payType === 'QUICKPAY' ? option('QUICKPAY', '银行卡快捷支付', 'Y') : p));
    const { calls } = setup({ BK001: async () => ({ list: [cmb, icbc] }), CS002: async () => ({ status: 'SUCCESS' }) }, info({ payTypes }));
    fireEvent.click(await screen.findByRole('radio', { name: '银行卡快捷支付' }));
    const cards = screen.getByRole('radiogroup', { name: '选择银行卡' });
    expect(screen.getByRole('radio', { name: '银行卡快捷支付' }).compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(cards.compareDocumentPosition(screen.getByRole('radio', { name: '余额支付' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(within(cards).getByRole('radio', { name: '工商银行储蓄卡（0006）' }));
    await userEvent.click(screen.getByRole('button', { name: '确认支付' }));
    expect(calls('CS002')).toHaveLength(0);
    typeOnKeypad('123456');
    await waitFor(() => expect(calls('CS002')[0]?.[1]).toEqual({ orderId: 'O1', payType: 'QUICKPAY', bankCardId: 7, payPassword: '123456' }));
    fireEvent.click(screen.getByRole('radio', { name: '支付宝' }));
    expect(screen.queryByRole('radiogroup', { name: '选择银行卡' })).toBeNull();
  });

  it('without a bound card, 添加银行卡 opens the add-card page', async () => {
    const { onAction } = setup();
    await userEvent.click(await screen.findByRole('button', { name: '添加银行卡' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bankcard/add' });
  });

  it.each([['IDCARD', '/credit-facilities'], ['INFO', '/cust-info-result']])(
    'a user at flow %s whose credit waits for activation (请先完成授信) gets 去授信, to %s',
    async (flow, to) => {
      const gated = info({
        payTypes: [
          option('BILLPAY', '信用账单支付', 'N', 'CREDIT_INACTIVE'), option('CREDITSALES', '信用购分期', 'N', 'CREDIT_INACTIVE'), option('ALIPAY', '支付宝', 'Y'),
          option('QUICKPAY', '银行卡快捷支付', 'N', 'NO_CARD'),
        ],
      });
      const { onAction } = setup({}, gated, '2099-01-01 00:00:00', '12', flow);
      expect(await screen.findByRole('radio', { name: '信用购分期' })).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: '去授信' }));
      expect(onAction).toHaveBeenCalledWith({ kind: 'navigate', to });
      // 激活成功 offers 继续支付 back to this order (limit-granted).
      expect(creditReturn().read()).toEqual({ orderId: 'O1' });
    },
  );

  it('the cashier acts on CS001\'s reasonCode, not its wording: another text still gets 去授信 and 添加银行卡, and is shown as sent', async () => {
    const worded = info({
      payTypes: [
        option('CREDITSALES', '信用购分期', 'N', 'CREDIT_INACTIVE', '额度未激活，激活后可分期'), option('ALIPAY', '支付宝', 'Y'),
        option('QUICKPAY', '银行卡快捷支付', 'N', 'NO_CARD', '未绑定银行卡'),
      ],
    });
    setup({}, worded, '2099-01-01 00:00:00', '12', 'IDCARD');
    expect(await screen.findByText('额度未激活，激活后可分期')).toBeInTheDocument();
    expect(screen.getByText('未绑定银行卡')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去授信' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加银行卡' })).toBeInTheDocument();
  });

  it('去授信 sits right under the pay types that wait for it (after 信用购分期, before 支付宝), and 添加银行卡 right under 银行卡快捷支付', async () => {
    const gated = info({
      payTypes: [
        option('BILLPAY', '信用账单支付', 'N', 'CREDIT_INACTIVE'), option('CREDITSALES', '信用购分期', 'N', 'CREDIT_INACTIVE'), option('ALIPAY', '支付宝', 'Y'),
        option('QUICKPAY', '银行卡快捷支付', 'N', 'NO_CARD'), option('MEMBERPAY', '余额支付', 'N', 'BALANCE_SHORT'),
      ],
    });
    setup({}, gated, '2099-01-01 00:00:00', '12', 'IDCARD');
    const list = await screen.findByRole('radiogroup', { name: '选择支付方式' });
    // The pay types (radios, by their label) and the buttons among them, in the order they are drawn.
    const order = [...list.querySelectorAll('button')].map((el) => (el.querySelector('.qsh-choice-label') ?? el).textContent);
    expect(order).toEqual(['信用账单支付', '信用购分期', '去授信', '支付宝', '银行卡快捷支付', '添加银行卡', '余额支付']);
    expect(screen.getAllByRole('button', { name: '去授信' })).toHaveLength(1);
  });

  it('an order that refuses QUICKPAY (NOT_SUPPORTED) offers no 添加银行卡', async () => {
    setup({}, info({ payTypes: [option('CREDITSALES', '信用购分期', 'Y'), option('QUICKPAY', '银行卡快捷支付', 'N', 'NOT_SUPPORTED')] }));
    expect(await screen.findByText('该订单不支持此支付方式')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加银行卡' })).toBeNull();
  });

  it('no 去授信 once the credit is active, also when the limit is too small (可用额度不足)', async () => {
    setup({}, info({ payTypes: [option('CREDITSALES', '信用购分期', 'N', 'LIMIT_SHORT'), option('ALIPAY', '支付宝', 'Y')] }));
    expect(await screen.findByText('可用额度不足')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '信用购分期' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '去授信' })).toBeNull();
  });

  it('back from 添加银行卡 with a card bound, the cashier pays with that card (QUICKPAY), not the credit it preselects otherwise', async () => {
    const first = setup();
    await userEvent.click(await screen.findByRole('button', { name: '添加银行卡' }));
    expect(first.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bankcard/add' });
    cleanup();
    // The add-card form went back: the cashier is drawn anew, BK001 now has the card and QUICKPAY is available.
    const card = { id: 9, bankName: '工商银行', maskedNo: '6222 **** **** 0006', last4: '0006', cardType: 'DEBIT', isDefault: 'Y' };
    const payTypes = info().payTypes.map((p) => (p.payType === 'QUICKPAY' ? option('QUICKPAY', '银行卡快捷支付', 'Y') : p));
    const { calls } = setup({ BK001: async () => ({ list: [card] }), CS002: async () => ({ status: 'SUCCESS' }) }, info({ payTypes }));
    expect(await screen.findByRole('radio', { name: '银行卡快捷支付' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '确认支付' }));
    expect(calls('CS002')).toHaveLength(0);
    typeOnKeypad('123456');
    await waitFor(() => expect(calls('CS002')[0]?.[1]).toEqual({ orderId: 'O1', payType: 'QUICKPAY', bankCardId: 9, payPassword: '123456' }));
    cleanup();
    // Only once: opened again later, the cashier preselects credit as usual.
    setup({ BK001: async () => ({ list: [card] }) }, info({ payTypes }));
    expect(await screen.findByRole('radio', { name: '信用购分期' })).toBeChecked();
  });

  it('2503 (paid or cancelled meanwhile) goes to /pay-result instead of staying payable', async () => {
    const paid = Object.assign(new Error('订单已支付，请勿重复支付'), { rspCode: '2503' });
    const { onAction } = setup({ CS002: () => Promise.reject(paid) });
    fireEvent.click(await screen.findByRole('radio', { name: '支付宝' }));
    await userEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/pay-result', query: { orderId: 'O1' }, replace: true }));
  });

  it('another failure keeps the order payable', async () => {
    const { onAction, calls } = setup({ CS002: () => Promise.reject(Object.assign(new Error('支付密码错误'), { rspCode: '3202' })) });
    fireEvent.click(await screen.findByRole('radio', { name: '支付宝' }));
    await userEvent.click(screen.getByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(calls('CS002')).toHaveLength(1));
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '确认支付' })).toBeEnabled();
  });
});
