import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { BillPay, demo, meta, propsSchema } from '.';
import type { Bills } from '@widgets/shared/bills';

const bills = demo.data as Bills;
const card = { id: 7, bankName: '招商银行', maskedNo: '6225 **** **** 8888', last4: '8888', cardType: 'DEBIT', isDefault: 'Y' };
const context = (api: string) =>
  api === 'BK001' ? { list: [card] } : api === 'OT001' ? { balance: 50000 } : api === 'UC013' ? { hasPayPassword: 'Y' } : { paidAmount: 31200, creditAvailable: 1, bills: [] };

function setup(bl003?: () => Promise<unknown>) {
  const p = testProps(propsSchema, { billIds: '1,2' }, bills);
  p.state.request.mockImplementation((api: string) => (api === 'BL003' && bl003 ? bl003() : Promise.resolve(context(api))));
  render(<BillPay {...p} />);
  return p;
}
const tapPassword = async (digits: string) => {
  for (const d of digits) fireEvent.click(await screen.findByRole('button', { name: d }));
};
const bl003Calls = (p: ReturnType<typeof setup>) => p.state.request.mock.calls.filter(([api]) => api === 'BL003');

afterEach(() => sessionStorage.clear());

describe('bill-pay', () => {
  it('repays the chosen bills by the bound card after the pay password, then shows the result', async () => {
    const p = setup();
    expect(screen.getByText('¥312.00', { selector: '.qsh-money-head-amount' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('radio', { name: /招商银行储蓄卡（8888）/ }));
    fireEvent.click(screen.getByRole('button', { name: '确认还款' }));
    await tapPassword('123456');
    await vi.waitFor(() => expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bill/pay-result', query: { billIds: '1,2' }, replace: true }));
    const [[, fields, options]] = bl003Calls(p) as [[string, Record<string, unknown>, unknown]];
    expect(fields).toMatchObject({ billIds: [1, 2], payType: 'QUICKPAY', bankCardId: 7, payPassword: '123456' });
    expect(options).toEqual({ loading: true, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('a retry after a failed attempt (dropped connection) sends the same idempotency key, so it charges once', async () => {
    let first = true;
    const p = setup(() => {
      if (first) {
        first = false;
        return Promise.reject(new Error('后端接口连接异常'));
      }
      return Promise.resolve({ paidAmount: 31200, creditAvailable: 1, bills: [] });
    });
    fireEvent.click(await screen.findByRole('radio', { name: '支付宝' }));
    fireEvent.click(screen.getByRole('button', { name: '确认还款' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('还款未成功：后端接口连接异常，可重新支付');
    expect(p.onAction).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
    await vi.waitFor(() => expect(p.onAction).toHaveBeenCalledTimes(1));
    const keys = bl003Calls(p).map(([, , o]) => (o as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('bills chosen out of order (BL003 3003) offer 返回账单, where they are picked in order, not a 重新支付 that would be refused again', async () => {
    const refusal = Object.assign(new Error('请先还无线蓝牙耳机第1期：分期账单须按期数顺序还款'), { kind: 'business', rspCode: '3003' });
    const p = setup(() => Promise.reject(refusal));
    fireEvent.click(await screen.findByRole('radio', { name: '支付宝' }));
    fireEvent.click(screen.getByRole('button', { name: '确认还款' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('还款未成功：请先还无线蓝牙耳机第1期：分期账单须按期数顺序还款');
    expect(screen.getByRole('alert')).not.toHaveTextContent('可重新支付');
    expect(screen.queryByRole('button', { name: '重新支付' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回账单' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bill', replace: true });
    expect(bl003Calls(p)).toHaveLength(1);
  });

  it('the key survives a reload mid-payment (kept in sessionStorage until the call succeeds)', async () => {
    const p = setup(() => new Promise(() => undefined));
    fireEvent.click(await screen.findByRole('radio', { name: '微信支付' }));
    fireEvent.click(screen.getByRole('button', { name: '确认还款' }));
    await vi.waitFor(() => expect(bl003Calls(p)).toHaveLength(1));
    const key = (bl003Calls(p)[0]![2] as { idempotencyKey: string }).idempotencyKey;
    expect(sessionStorage.getItem('qsh.billPayAttempt')).toContain(key);
  });

  it('a double tap sends one repayment', async () => {
    const p = setup(() => new Promise(() => undefined));
    fireEvent.click(await screen.findByRole('radio', { name: '微信支付' }));
    const button = screen.getByRole('button', { name: '确认还款' });
    fireEvent.click(button);
    fireEvent.click(button);
    await vi.waitFor(() => expect(bl003Calls(p)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(bl003Calls(p)).toHaveLength(1);
  });

  it('a failure to load the cards shows the catalogue message with 重试', async () => {
    const p = testProps(propsSchema, { billIds: '1' }, bills);
    p.state.request.mockRejectedValueOnce(new Error('系统接口请求超时'));
    render(<BillPay {...p} />);
    expect(await screen.findByText('系统接口请求超时')).toBeInTheDocument();
    p.state.request.mockImplementation((api: string) => Promise.resolve(context(api)));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('radio', { name: '余额支付' })).toBeInTheDocument();
  });

  it('bills already repaid say so and offer 查看账单', () => {
    render(<BillPay {...testProps(propsSchema, { billIds: '99' }, bills)} />);
    expect(screen.getByText('所选账单已还清或不存在')).toBeInTheDocument();
  });

  it('opened without billIds (the query left out) it says 未选择账单 and 查看账单 leads to the bill list', () => {
    const p = testProps(propsSchema, {}, bills);
    render(<BillPay {...p} />);
    expect(screen.getByText('未选择账单')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '查看账单' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bill', replace: true });
  });

  it('draws its own empty state (查看账单) when nothing is left to repay, not the renderer\'s 暂无数据 (ownEmpty)', () => {
    expect(meta.ownEmpty).toBe(true);
    render(<BillPay {...testProps(propsSchema, { billIds: '1,2' }, { list: [], totalDue: 0, overdueCount: 0 })} />);
    expect(screen.getByText('所选账单已还清或不存在')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看账单' })).toBeInTheDocument();
  });

  describe('back from 添加银行卡 (the page is drawn anew)', () => {
    const added = { ...card, id: 9, bankName: '工商银行', maskedNo: '6222 **** **** 0006', last4: '0006', isDefault: 'N' };
    const leaveForAddCard = () => setup();
    const comeBack = (cards: unknown[]) => {
      const p = testProps(propsSchema, { billIds: '1,2' }, bills);
      p.state.request.mockImplementation((api: string) => Promise.resolve(api === 'BK001' ? { list: cards } : context(api)));
      render(<BillPay {...p} />);
    };
    const checked = async (name: RegExp | string) => expect(await screen.findByRole('radio', { name, checked: true })).toBeInTheDocument();

    it('preselects the card just bound, not the default card', async () => {
      const p = leaveForAddCard();
      fireEvent.click(await screen.findByRole('radio', { name: '支付宝' }));
      fireEvent.click(screen.getByRole('button', { name: '添加银行卡' }));
      expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bankcard/add' });
      cleanup();
      comeBack([card, added]);
      await checked(/工商银行储蓄卡（0006）/);
    });

    it('keeps the method chosen before when no card was bound', async () => {
      leaveForAddCard();
      fireEvent.click(await screen.findByRole('radio', { name: '支付宝' }));
      fireEvent.click(screen.getByRole('button', { name: '添加银行卡' }));
      cleanup();
      comeBack([card]);
      await checked('支付宝');
    });

    it('a later visit to the pay page starts from the default card again', async () => {
      leaveForAddCard();
      fireEvent.click(await screen.findByRole('radio', { name: '支付宝' }));
      fireEvent.click(screen.getByRole('button', { name: '添加银行卡' }));
      cleanup();
      comeBack([card]);
      await checked('支付宝');
      cleanup();
      comeBack([card, added]);
      await checked(/招商银行储蓄卡（8888）/);
    });
  });
});
