import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/date';
import { repaymentPlan } from '@/lib/repayment-plan';
import { testProps } from '../../tests/support/test-props';
import { renderWithStores } from '../../tests/support/test-stores';
import { LoanApply, propsSchema } from '.';
import { demoLoanProducts } from './demo';
import { amountRange, clampAmount } from './amount-range';
import { parseStepperAmount } from './amount-stepper';

const borrow = { available: 954100, minAmount: 50000, periods: [3, 6, 12, 24], purposes: [{ value: 'DAILY', label: '日常消费' }, { value: 'TRAVEL', label: '旅游出行' }], monthlyFeeRate: 0.006, overdue: false };

function setup(status: 'CASH-NOT-APPLY' | 'CASH-VERIFY' | 'CASH-USE' | 'CASH-REPAYMENT', over: { defaultPeriods?: 1 | 3 | 6 | 12 | 24 } = {}, productId = 'P_CASH_SXG', flow = 'FINISH', overdue = false) {
  const p = testProps(propsSchema, { productId, ...over }, { ...demoLoanProducts, status });
  p.state.request.mockResolvedValue({ ...borrow, overdue });
  renderWithStores(<LoanApply {...p} />, { user: { info: { id: '1', phone: '13800000000', flow } } });
  return p;
}

describe('loan-apply', () => {
  it('offers amounts within the product range and the available limit, in 100 yuan steps', () => {
    expect(amountRange({ minAmount: 100000, maxAmount: 5000000 }, borrow, 10000)).toEqual({ min: 100000, max: 950000, ok: true });
    expect(amountRange({ minAmount: 100000, maxAmount: 5000000 }, { ...borrow, available: 90000 }, 10000).ok).toBe(false);
    expect(clampAmount(20, { min: 100000, max: 950000 }, 10000)).toBe(100000);
    expect(clampAmount(123456, { min: 100000, max: 950000 }, 10000)).toBe(120000);
  });

  it('previews the repayment plan the gateway will create, and 立即申请 needs the agreement', async () => {
    const p = setup('CASH-NOT-APPLY');
    expect(await screen.findByText('¥9,500.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^24期/ }));
    const plan = repaymentPlan(950000, 24, formatDate(Date.now()));
    expect(screen.getByText(`共24期，总计 ¥${(plan.total / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2 })}（含服务费 ¥1,368.00）`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^3期/ }));
    fireEvent.click(screen.getByRole('radio', { name: '旅游出行' }));
    fireEvent.click(screen.getByRole('button', { name: '立即申请' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请先阅读并同意《借款及授信协议》');
    expect(p.onAction).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '立即申请' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cash-loan-order', query: { productId: 'P_CASH_SXG', amount: 950000, periods: 3, purpose: 'TRAVEL', detail: '/cash-loan-detail' } });
  });

  it('starts at 12 periods, not the longest (the most service fee); an operator may set another default the product offers', async () => {
    setup('CASH-NOT-APPLY');
    await screen.findByText('¥9,500.00');
    expect(screen.getByText(/^共12期，总计/)).toBeInTheDocument();
    cleanup();
    setup('CASH-NOT-APPLY', { defaultPeriods: 6 });
    await screen.findByText('¥9,500.00');
    expect(screen.getByText(/^共6期，总计/)).toBeInTheDocument();
    cleanup();
    setup('CASH-NOT-APPLY', { defaultPeriods: 1 });
    await screen.findByText('¥9,500.00');
    expect(screen.getByText(/^共24期，总计/)).toBeInTheDocument();
  });

  it('CASH-VERIFY shows 审核中 with 查看进度 instead of the form; CASH-USE 去提现', () => {
    const p = setup('CASH-VERIFY');
    expect(screen.getByText('您有一笔借款正在审核中，审核通过后即可提现')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即申请' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '查看进度' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cash-loan-detail' });
  });

  it('CASH-REPAYMENT shows 查看账单 above the form', async () => {
    setup('CASH-REPAYMENT');
    expect(await screen.findByRole('button', { name: '查看账单' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '立即申请' })).toBeInTheDocument();
  });

  it('CASH-USE says the loan is approved and offers 去提现', () => {
    setup('CASH-USE');
    expect(screen.getByRole('button', { name: '去提现' })).toBeInTheDocument();
  });

  it.each([
    ['IDCARD', '/credit-facilities'],
    ['INFO', '/cust-info-result'],
  ])('a user at flow %s gets the credit prompt (提示 … 前往授信 → %s), not the form or 可用额度不足', (flow, to) => {
    const p = setup('CASH-NOT-APPLY', {}, 'P_CASH_SXG', flow);
    expect(screen.getByText('提示')).toBeInTheDocument();
    expect(screen.getByText('该产品需要先完成授信，是否前往授信？')).toBeInTheDocument();
    expect(screen.queryByText('可用额度不足')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即申请' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '前往授信' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to });
  });

  it('an unknown product says so and offers 查看借款产品, the product list', async () => {
    const p = setup('CASH-NOT-APPLY', {}, 'NOPE');
    expect(screen.getByText('未找到该借款产品')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '查看借款产品' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cash-loan-product-list', replace: true });
  });

  it('a link naming no product lends the first product of the page\'s productType (/cash-loan2: 自营借款)', async () => {
    const p = testProps(propsSchema, { productId: '', productType: 'CASH_LOAN_SELF' }, { ...demoLoanProducts, status: 'CASH-NOT-APPLY' as const });
    p.state.request.mockResolvedValue(borrow);
    renderWithStores(<LoanApply {...p} />, { user: { info: { id: '1', phone: '13800000000', flow: 'FINISH' } } });
    expect(await screen.findByText('¥9,500.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '旅游出行' }));
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '立即申请' }));
    expect(p.onAction).toHaveBeenCalledWith(expect.objectContaining({ query: expect.objectContaining({ productId: 'P_CASH_SELF' }) }));
  });
});

describe('loan-apply amount stepper', () => {
  it('clamps a typed amount to the range when the field loses focus', async () => {
    setup('CASH-NOT-APPLY');
    const input = await screen.findByRole('textbox', { name: '借款金额（元）' });
    fireEvent.change(input, { target: { value: '99999' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('9500');
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('1000');
    fireEvent.click(screen.getByRole('button', { name: '增加100元' }));
    expect(input).toHaveValue('1100');
  });

  it('reads a decimal amount as a number and rounds it to a step, never jumping to the maximum because of the dot', async () => {
    setup('CASH-NOT-APPLY');
    const input = await screen.findByRole('textbox', { name: '借款金额（元）' });
    fireEvent.change(input, { target: { value: '2500.5' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('2500');
    expect(screen.getByText('¥2,500.00')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '3,049.99' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('3000');
  });

  it('leaves the amount as it was for text that is not a plain number (1e5, letters, two dots)', async () => {
    setup('CASH-NOT-APPLY');
    const input = await screen.findByRole('textbox', { name: '借款金额（元）' });
    for (const text of ['1e5', 'abc', '1.2.3', '']) {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.blur(input);
      expect(input).toHaveValue('9500');
    }
    const range = { min: 1000, max: 9500, step: 100 };
    expect(parseStepperAmount('¥ 2,550', range)).toBe(2600);
    expect(parseStepperAmount('.5', range)).toBe(1000);
    expect(parseStepperAmount('99999.9', range)).toBe(9500);
    expect(parseStepperAmount('-2000', range)).toBeUndefined();
  });

  it.each(['CASH-NOT-APPLY', 'CASH-REPAYMENT', 'CASH-USE'] as const)('an overdue customer (%s) is told to repay first with 去还款, and gets no form or 去提现 the gateway would refuse with 9991', async (status) => {
    const p = setup(status, {}, 'P_CASH_SXG', 'FINISH', true);
    expect(await screen.findByRole('alert')).toHaveTextContent('您有逾期未还的账单，请先还款后再操作');
    expect(screen.queryByRole('button', { name: '立即申请' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '去提现' })).not.toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去还款' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bill' });
  });
});
