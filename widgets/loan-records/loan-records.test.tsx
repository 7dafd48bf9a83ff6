import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { demo, LoanRecords, propsSchema } from '.';

describe('loan-records', () => {
  it('lists each loan with amount, periods, purpose, time and state; a tap opens its detail', () => {
    const p = testProps(propsSchema, {}, demo.data);
    render(<LoanRecords {...p} />);
    expect(screen.getByText('3期 · 日常消费 · 2025-06-01 10:00:00')).toBeInTheDocument();
    expect(screen.getByText('审核中')).toBeInTheDocument();
    fireEvent.click(screen.getByText('借款 ¥3,000.00'));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cash-loan-detail2', query: { loanId: 'L1A2B3C4D5E6' } });
  });

  it('with no loans it says 暂无借款记录 and offers 去借款', () => {
    render(<LoanRecords {...testProps(propsSchema, {}, { list: [], total: 0, pageNum: 1, pageSize: 10 })} />);
    expect(screen.getByText('暂无借款记录')).toBeInTheDocument();
  });
});
