import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bringIntoView, mockIntersectionObserver } from '../../tests/support/intersection-mock';
import { testProps } from '../../tests/support/test-props';
import { LedgerRecords, demo, propsSchema } from '.';

afterEach(() => vi.unstubAllGlobals());

describe('ledger-records', () => {
  it('points: earned lines with +, spent with -, and 获得 / 支出 narrow the list', async () => {
    render(<LedgerRecords {...testProps(propsSchema, {}, demo.data)} />);
    expect(screen.getByText('+600')).toBeInTheDocument();
    expect(screen.getByText('-500')).toBeInTheDocument();
    await userEvent.click(screen.getByText('支出'));
    expect(screen.queryByText('购物返积分')).not.toBeInTheDocument();
    expect(screen.getByText('积分兑换：5 元无门槛券')).toBeInTheDocument();
    await userEvent.click(screen.getByText('获得'));
    expect(screen.queryByText('积分兑换：5 元无门槛券')).not.toBeInTheDocument();
  });

  it('the filters are tabs a keyboard uses: Right moves to 获得 and narrows the list it names', async () => {
    render(<LedgerRecords {...testProps(propsSchema, {}, demo.data)} />);
    const all = screen.getByRole('tab', { name: '全部' });
    expect(screen.getByRole('tablist', { name: '筛选' })).toContainElement(all);
    all.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '获得' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '获得' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '获得' })).not.toHaveTextContent('积分兑换：5 元无门槛券');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: '支出' })).toHaveTextContent('积分兑换：5 元无门槛券');
  });

  it('money: OT004 lines in yuan with their remark, or their kind in Chinese when the remark is blank', () => {
    const data = {
      list: [
        { id: 1, change: -10000, kind: 'WITHDRAW' as const, remark: '提现至招商银行（尾号8888）', createTime: '2025-06-01 10:00:00' },
        { id: 2, change: 5000, kind: 'RECHARGE' as const, remark: '', createTime: '2025-06-02 10:00:00' },
      ],
      total: 2,
      pageNum: 1,
      pageSize: 10,
    };
    render(<LedgerRecords {...testProps(propsSchema, { unit: 'money' }, data)} />);
    expect(screen.getByText('-¥100.00')).toBeInTheDocument();
    expect(screen.getByText('提现至招商银行（尾号8888）')).toBeInTheDocument();
    expect(screen.getByText('充值')).toBeInTheDocument();
    expect(screen.getByText('+¥50.00')).toBeInTheDocument();
    expect(screen.getByText('收入')).toBeInTheDocument();
  });

  it('says the empty text, and loads the next page of its source at the foot', async () => {
    const { unmount } = render(<LedgerRecords {...testProps(propsSchema, { emptyText: '暂无积分明细' }, { list: [], total: 0, pageNum: 1, pageSize: 10 })} />);
    expect(screen.getByText('暂无积分明细')).toBeInTheDocument();
    unmount();
    mockIntersectionObserver(false);
    const p = testProps(propsSchema, {}, demo.data);
    const loadMore = vi.fn(() => Promise.resolve());
    render(<LedgerRecords {...p} state={{ ...p.state, paging: { hasMore: true, loadMore } }} />);
    await act(async () => bringIntoView(screen.getByRole('status')));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });
});
