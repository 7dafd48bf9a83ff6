import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bringIntoView, mockIntersectionObserver } from '../../tests/support/intersection-mock';
import { testProps } from '../../tests/support/test-props';
import { TopupRecords, demo, propsSchema } from '.';

afterEach(() => vi.unstubAllGlobals());

describe('topup-records', () => {
  it('lists only the phone top-ups among SPEND_RECHARGE orders; a tap opens its result', async () => {
    const p = testProps(propsSchema, demo.props, demo.data);
    render(<TopupRecords {...p} />);
    expect(screen.queryByText('余额充值')).not.toBeInTheDocument();
    expect(screen.getByText('充值成功')).toBeInTheDocument();
    await userEvent.click(screen.getByText('30元话费（13800000000）'));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/telephone/result', query: { orderId: 'O20250002' } });
  });

  it('says 暂无充值记录 when no order is a top-up and no page follows', () => {
    render(<TopupRecords {...testProps(propsSchema, {}, { ...demo.data!, list: demo.data!.list.slice(1), total: 1 })} />);
    expect(screen.getByText('暂无充值记录')).toBeInTheDocument();
  });

  it('loads the next page of its data source when the foot comes into view', async () => {
    mockIntersectionObserver(false);
    const p = testProps(propsSchema, {}, demo.data);
    const loadMore = vi.fn(() => Promise.resolve());
    render(<TopupRecords {...p} state={{ ...p.state, paging: { hasMore: true, loadMore } }} />);
    await act(async () => bringIntoView(screen.getByRole('status')));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });
});
