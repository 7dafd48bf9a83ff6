import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openPage, wasCalled } from './page-harness';

const bill = (billId: number, periodNo: number, dueDate: string, status: 'UNPAID' | 'OVERDUE' | 'PAID', overdueDays = 0) => ({
  billId, orderId: 'O1', title: '无线蓝牙耳机', productType: 1, periodNo, totalPeriods: 3, principal: 15300, interest: 0, fee: 300, penalty: 0, amount: 15600, paid: 0, dueDate, status, overdueDays,
});
const bills = { list: [bill(1, 1, '2025-05-14', 'OVERDUE', 10), bill(2, 2, '2025-06-14', 'UNPAID')], totalDue: 31200, overdueCount: 1, total: 2, pageNum: 1, pageSize: 10 };
const products = {
  list: [{ id: 9, productId: 'P_CASH_SXG', type: 'CASH_LOAN_SXG', productType: 3, name: '随心借', link: '', isCredit: 'Y', image: '', description: '', minAmount: 100000, maxAmount: 5000000, periods: [3, 6, 12, 24], tags: [] }],
  status: 'CASH-NOT-APPLY',
};
const borrow = { available: 954100, minAmount: 50000, periods: [3, 6, 12, 24], purposes: [{ value: 'DAILY', label: '日常消费' }], monthlyFeeRate: 0.006 };

describe('money pages', () => {
  it('/my/bill reads BL001 unpaid bills 10 a page, overdue first', async () => {
    const { callRaw } = openPage('my/bill.json', { answers: { BL001: bills }, loggedIn: true });
    expect(await screen.findByText('已逾期10天')).toBeInTheDocument();
    expect(wasCalled(callRaw, 'BL001', { status: 'UNPAID', pageNum: 1, pageSize: 10 })).toBe(true);
  });

  it('/my/bill/repayment?billId= shows the installments of that bill from BL001 ALL', async () => {
    const { actions, callRaw } = openPage('my/bill/repayment.json', { answers: { BL001: bills }, loggedIn: true, query: { billId: '2' } });
    await userEvent.click(await screen.findByRole('button', { name: '去还款' }));
    expect(wasCalled(callRaw, 'BL001', { status: 'ALL' })).toBe(true);
    expect(actions).toEqual([{ kind: 'navigate', to: '/my/bill/pay', query: { billIds: '1,2' } }]);
  });

  it('/cash-loan?productId= offers the product with BM001 limits; a failing BM001 shows the message and 重试', async () => {
    const BM001 = vi.fn().mockRejectedValueOnce(new Error('后端接口连接异常')).mockResolvedValue(borrow);
    openPage('cash-loan.json', { answers: { CL001: products, BM001 }, loggedIn: true, query: { productId: 'P_CASH_SXG' } });
    expect(await screen.findByText('后端接口连接异常')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '立即申请' })).toBeInTheDocument();
    expect(screen.getByText('¥9,500.00')).toBeInTheDocument();
  });
});
