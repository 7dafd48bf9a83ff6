import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { testProps } from '../shared/test-props';
import { MessageList, demo, type Message } from '.';

const msg = (id: number): Message => ({ id, title: `消息${id}`, content: `内容${id}`, msgType: 'SYSTEM', isRead: 'Y', createTime: '2025-06-01 10:00:00' });

it('shows each message with its type and day; a tap opens it in a dialog', async () => {
  const p = testProps(demo.props, demo.data);
  render(<MessageList {...p} />);
  expect(screen.getByText('账单提醒')).toBeInTheDocument();
  expect(screen.getByText('2025-06-01')).toBeInTheDocument();
  await userEvent.click(screen.getByText('还款提醒'));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'dialog', title: '还款提醒', content: '您的账单将于3日后到期，请按时还款。', confirmText: '知道了' });
});

it('loads the next page through the gateway until the total is reached', async () => {
  // The test setup's IntersectionObserver reports the list's foot in view as soon as it is watched.
  const p = testProps({}, { list: [msg(1), msg(2)], total: 3, pageNum: 1, pageSize: 2 });
  p.state.request = vi.fn(() => Promise.resolve({ list: [msg(3)], total: 3, pageNum: 2, pageSize: 2 }));
  render(<MessageList {...p} />);
  expect(await screen.findByText('消息3')).toBeInTheDocument();
  expect(p.state.request).toHaveBeenCalledWith('MM006', { pageNum: 2, pageSize: 2 });
  expect(p.state.request).toHaveBeenCalledTimes(1);
});
