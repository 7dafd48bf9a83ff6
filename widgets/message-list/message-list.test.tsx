import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { bringIntoView, mockIntersectionObserver } from '../../tests/support/intersection-mock';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { MessageList, demo, type Message } from '.';

const msg = (id: number): Message => ({ id, title: `消息${id}`, content: `内容${id}`, msgType: 'SYSTEM', isRead: 'Y', createTime: '2025-06-01 10:00:00' });

afterEach(() => vi.unstubAllGlobals());

it('shows each message with its type and day; a tap opens it in a dialog', async () => {
  const p = testProps(propsSchema, demo.props, demo.data);
  render(<MessageList {...p} />);
  expect(screen.getByText('账单提醒')).toBeInTheDocument();
  expect(screen.getByText('2025-06-01')).toBeInTheDocument();
  await userEvent.click(screen.getByText('还款提醒'));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'dialog', title: '还款提醒', content: '您的账单将于3日后到期，请按时还款。', confirmText: '知道了' });
});

it('pages through its block data source (state.paging), never calling the gateway itself', async () => {
  mockIntersectionObserver(false);
  const p = testProps(propsSchema, {}, { list: [msg(1), msg(2)], total: 3, pageNum: 1, pageSize: 2 });
  const loadMore = vi.fn(() => Promise.resolve());
  const view = render(<MessageList {...p} state={{ ...p.state, paging: { hasMore: true, loadMore } }} />);
  await act(async () => bringIntoView(screen.getByRole('status')));
  expect(loadMore).toHaveBeenCalledTimes(1);
  view.rerender(<MessageList {...p} data={{ list: [msg(1), msg(2), msg(3)], total: 3, pageNum: 2, pageSize: 2 }} state={{ ...p.state, paging: { hasMore: false, loadMore } }} />);
  expect(screen.getByText('消息3')).toBeInTheDocument();
  expect(screen.getByText('没有更多了')).toBeInTheDocument();
  expect(p.state.request).not.toHaveBeenCalled();
});
