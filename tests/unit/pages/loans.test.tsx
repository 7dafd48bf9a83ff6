import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '@schemas/api/contract.gen';
import { findRoute } from '@/app/route-table';
import { nextCache, type CachedPage } from '@/app/shell/keep-alive-cache';
import { openPage, wasCalled } from './page-harness';

// Answers as the reference gateway gives them (server/handlers/cash-loan-pages.test.ts proves these shapes against it).
const card = { bankName: '中国银行', maskedNo: '6013 **** **** 4321' };
const drawn: ApiResponse<'CL003'> = {
  status: 'CASH-REPAYMENT',
  loan: { loanId: 'L0A1B2C3D4E5', productId: 'P_CASH_SXG', amount: 1234500, periods: 6, purpose: 'DAILY', status: 'CASH-REPAYMENT', createTime: '2025-06-01 10:00:00', card },
  overdue: false,
};
/** CL003 of an approved loan (CASH-USE), for a customer with or without an overdue bill. */
const approved = (overdue: boolean): ApiResponse<'CL003'> => ({
  status: 'CASH-USE',
  loan: { loanId: 'L0A1B2C3D4E6', productId: 'P_CASH_SXG', amount: 300000, periods: 6, purpose: 'DAILY', status: 'CASH-USE', createTime: '2025-06-01 10:00:00' },
  overdue,
});
/** CL003 for a loanId that is not the customer's: unknown and another customer's answer alike. */
const notFound: ApiResponse<'CL003'> = { status: 'CASH-NOT-APPLY', notFound: true, overdue: false };
const products: ApiResponse<'CL001'> = {
  list: [
    { id: 6, productId: 'P_CASH_SXG', type: 'CASH_LOAN_SXG', productType: 3, name: '随心借', link: '', isCredit: 'Y', image: '', description: '', minAmount: 100000, maxAmount: 5000000, periods: [3, 6, 12, 24], tags: [] },
    { id: 7, productId: 'P_CASH_SELF', type: 'CASH_LOAN_SELF', productType: 3, name: '自营借款', link: '', isCredit: 'Y', image: '', description: '', minAmount: 100000, maxAmount: 5000000, periods: [3, 6, 12, 24], tags: [] },
  ],
  status: 'CASH-NOT-APPLY',
};
const borrow = (overdue: boolean): ApiResponse<'BM001'> => ({
  available: 862300, minAmount: 100000, periods: [3, 6, 12, 24], purposes: [{ value: 'DAILY', label: '日常消费' }], monthlyFeeRate: 0.006, overdue,
});

describe('/borrow-money-finish says what was withdrawn', () => {
  it('after a withdrawal: 提现成功 with the amount in yuan, the periods and the receiving card (bank + masked number), read with CL003 by loanId', async () => {
    const { callRaw } = openPage('borrow-money-finish.json', { answers: { CL003: drawn }, loggedIn: true, query: { loanId: 'L0A1B2C3D4E5' } });
    expect(await screen.findByText('提现成功')).toBeInTheDocument();
    expect(screen.getByText('提现金额').nextSibling).toHaveTextContent('¥12,345.00');
    expect(screen.getByText('借款期数').nextSibling).toHaveTextContent('6期');
    expect(screen.getByText('收款银行卡').nextSibling).toHaveTextContent('中国银行 6013 **** **** 4321');
    expect(wasCalled(callRaw, 'CL003', { loanId: 'L0A1B2C3D4E5' })).toBe(true);
  });

  it('opened without loanId it claims no withdrawal and asks the gateway nothing', async () => {
    const { callRaw } = openPage('borrow-money-finish.json', { answers: {}, loggedIn: true });
    expect(await screen.findByText('暂无提现信息')).toBeInTheDocument();
    expect(screen.queryByText('提现成功')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '借款记录' })).toBeInTheDocument();
    expect(callRaw).not.toHaveBeenCalled();
  });
});

describe('a loan page opened with a loanId that is not the customer\'s says 未找到该借款记录, never 加载失败 with a 重试 that cannot succeed', () => {
  it.each(['cash-loan-detail.json', 'cash-loan-detail2.json', 'cash-loan-finish.json', 'borrow-money-finish.json'])('%s', async (file) => {
    const { actions } = openPage(file, { answers: { CL003: notFound, BK001: { list: [] } }, loggedIn: true, query: { loanId: 'LNOSUCHLOAN' } });
    expect(await screen.findByText('未找到该借款记录')).toBeInTheDocument();
    expect(screen.queryByText('加载失败')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(screen.queryByText('提现成功')).not.toBeInTheDocument();
    expect(screen.queryByText('暂无借款')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '借款记录' }));
    await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(actions).toEqual([{ kind: 'navigate', to: '/cashLoan2/applyRecord' }, { kind: 'switchTab', to: '/' }]);
  });
});

describe('an overdue customer learns it before any loan form (the gateway would answer 9991 at 确认借款)', () => {
  it('/borrow-money shows 您有逾期未还的账单，请先还款后再操作 with 去还款 to /my/bill instead of 去借钱', async () => {
    const { actions } = openPage('borrow-money.json', { answers: { BM001: borrow(true), CL001: products }, loggedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('您有逾期未还的账单，请先还款后再操作');
    expect(screen.queryByRole('button', { name: '去借钱' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去还款' }));
    expect(actions).toEqual([{ kind: 'navigate', to: '/my/bill' }]);
  });

  it.each([['cash-loan.json', 'P_CASH_SXG'], ['cash-loan2.json', 'P_CASH_SELF']])('%s shows the notice and no form', async (file, productId) => {
    const { actions } = openPage(file, { answers: { BM001: borrow(true), CL001: products }, loggedIn: true, query: { productId } });
    expect(await screen.findByRole('alert')).toHaveTextContent('您有逾期未还的账单，请先还款后再操作');
    expect(screen.queryByRole('button', { name: '立即申请' })).not.toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去还款' }));
    expect(actions).toEqual([{ kind: 'navigate', to: '/my/bill' }]);
  });

  it.each(['cash-loan-detail.json', 'cash-loan-detail2.json', 'borrow-money-detail.json'])('%s: an approved loan shows the notice with 去还款 instead of 立即提现 (CL003 overdue)', async (file) => {
    const { actions, callRaw } = openPage(file, { answers: { CL003: approved(true) }, loggedIn: true, query: { loanId: 'L0A1B2C3D4E6' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('您有逾期未还的账单，请先还款后再操作');
    expect(screen.getByText('审核通过')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即提现' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去还款' }));
    expect(actions).toEqual([{ kind: 'navigate', to: '/my/bill' }]);
    expect(callRaw.mock.calls.map(([api]) => api)).toEqual(['CL003']);
  });

  it('/cash-loan-finish shows the notice and no card picker from CL003 overdue alone, without asking BM001', async () => {
    const { actions, callRaw } = openPage('cash-loan-finish.json', { answers: { CL003: approved(true), BK001: { list: [] } }, loggedIn: true, query: { loanId: 'L0A1B2C3D4E6' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('您有逾期未还的账单，请先还款后再操作');
    expect(screen.queryByRole('button', { name: '确认提现' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去还款' }));
    expect(actions).toEqual([{ kind: 'navigate', to: '/my/bill' }]);
    expect(callRaw.mock.calls.map(([api]) => api)).not.toContain('BM001');
  });

  it('after a repayment (/my/bill/pay-result) no kept-alive loan page is left, so going back shows the form again, not a stale overdue notice', () => {
    const visit = (cache: CachedPage[], path: string) => {
      const entry = findRoute(path)!;
      const location = { pathname: path, search: '', hash: '', state: null, key: path } as Location;
      return nextCache(cache, { name: entry.name, keepAlive: entry.keepAlive === true, dropCache: entry.dropCache ?? [], location, element: path });
    };
    let cache: CachedPage[] = [];
    for (const path of ['/borrow-money', '/cash-loan', '/cash-loan2', '/my/bill', '/my/bill/repayment', '/my/bill/pay']) cache = visit(cache, path);
    expect(cache.map((page) => page.element)).toEqual(expect.arrayContaining(['/borrow-money', '/cash-loan', '/cash-loan2']));
    cache = visit(cache, '/my/bill/pay-result');
    expect(cache.filter((page) => /^\/(borrow-money|cash-loan)/.test(String(page.element)))).toEqual([]);
  });

  it('a customer without an overdue bill still gets 立即提现 on /cash-loan-detail, to /cash-loan-finish', async () => {
    const { actions } = openPage('cash-loan-detail.json', { answers: { CL003: approved(false) }, loggedIn: true, query: { loanId: 'L0A1B2C3D4E6' } });
    await userEvent.click(await screen.findByRole('button', { name: '立即提现' }));
    expect(screen.queryByText('您有逾期未还的账单，请先还款后再操作')).not.toBeInTheDocument();
    expect(actions).toEqual([{ kind: 'navigate', to: '/cash-loan-finish', query: { loanId: 'L0A1B2C3D4E6' } }]);
  });

  it('a customer without an overdue bill still gets the form on /cash-loan', async () => {
    openPage('cash-loan.json', { answers: { BM001: borrow(false), CL001: products }, loggedIn: true, query: { productId: 'P_CASH_SXG' } });
    expect(await screen.findByRole('button', { name: '立即申请' })).toBeInTheDocument();
    expect(screen.queryByText('您有逾期未还的账单，请先还款后再操作')).not.toBeInTheDocument();
  });
});

describe('/cashLoan2/applyRecord', () => {
  it('asks CL004 once when it opens (one page of 10; no second call while the list is shorter than its total)', async () => {
    const page: ApiResponse<'CL004'> = { list: [drawn.loan!], total: 1, pageNum: 1, pageSize: 10 };
    const { callRaw } = openPage('cashLoan2/applyRecord.json', { answers: { CL004: page }, loggedIn: true });
    expect(await screen.findByText('借款 ¥12,345.00')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(callRaw.mock.calls.filter(([api]) => api === 'CL004')).toEqual([['CL004', { pageNum: 1, pageSize: 10 }, expect.anything()]]);
  });
});
