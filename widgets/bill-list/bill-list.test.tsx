import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { BillList, demo, propsSchema } from '.';
import type { Bills } from '@widgets/shared/bills';

const bills = demo.data as Bills;

describe('bill-list', () => {
  it('shows overdue bills first, marked 已逾期 with the days, then each month with what it owes', () => {
    const late = { ...bills.list[0]!, billId: 9, dueDate: '2025-05-01', overdueDays: 44 };
    const data = { ...bills, list: [bills.list[1]!, bills.list[2]!, late] };
    render(<BillList {...testProps(propsSchema, {}, data)} />);
    const groups = screen.getAllByRole('region').filter((r) => r.getAttribute('aria-label') !== '待还总额');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['已逾期', '2025年6月', '2025年7月']);
    expect(within(groups[0]!).getByText('已逾期44天')).toBeInTheDocument();
    expect(within(groups[1]!).getByText('待还 ¥156.00')).toBeInTheDocument();
  });

  it('shows 待还总额 with two decimals and thousands separators, and the overdue count', () => {
    render(<BillList {...testProps(propsSchema, {}, { ...bills, totalDue: 1234567 })} />);
    expect(screen.getByText('¥12,345.67')).toBeInTheDocument();
    expect(screen.getByText('您有1笔账单已逾期，请尽快还款')).toBeInTheDocument();
  });

  it('a tap opens the repayment page of that bill', () => {
    const p = testProps(propsSchema, {}, bills);
    render(<BillList {...p} />);
    fireEvent.click(screen.getByText('已逾期10天'));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bill/repayment', query: { billId: 1 } });
  });

  it('with no bills to repay it says 暂无待还账单 / 您当前没有需要还款的账单 (not that repaid bills show here)', () => {
    render(<BillList {...testProps(propsSchema, {}, { list: [], totalDue: 0, overdueCount: 0 })} />);
    expect(screen.getByText('暂无待还账单')).toBeInTheDocument();
    expect(screen.getByText('您当前没有需要还款的账单')).toBeInTheDocument();
    expect(screen.queryByText('按时还款的账单会显示在这里')).toBeNull();
  });

  it('the 全部账单 tab gives its own empty title and line', () => {
    const empty = { list: [], totalDue: 0, overdueCount: 0 };
    render(<BillList {...testProps(propsSchema, { showSummary: false, emptyText: '暂无账单', emptyDescription: '分期消费产生的账单会显示在这里' }, empty)} />);
    expect(screen.getByText('暂无账单')).toBeInTheDocument();
    expect(screen.getByText('分期消费产生的账单会显示在这里')).toBeInTheDocument();
  });
});
