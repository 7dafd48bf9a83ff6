import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from './contract-samples';
import { openPage, wasCalled } from './page-harness';

describe('messages /message-notify', () => {
  it('lists MM006 messages; a tap opens one', async () => {
    const { actions, callRaw } = openPage('message-notify.json', { answers: { MM006: messages(2) }, loggedIn: true });
    await userEvent.click(await screen.findByText('消息标题2'));
    expect(actions).toEqual([{ kind: 'dialog', title: '消息标题2', content: '消息内容2', confirmText: '知道了' }]);
    expect(wasCalled(callRaw, 'MM006', { pageNum: 1, pageSize: 10 })).toBe(true);
  });

  it('shows 暂无数据 without messages', async () => {
    openPage('message-notify.json', { answers: { MM006: messages(0) }, loggedIn: true });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('shows 重试 after a failure', async () => {
    const MM006 = vi.fn().mockRejectedValueOnce(new Error('后端接口连接异常')).mockResolvedValue(messages(1));
    openPage('message-notify.json', { answers: { MM006 }, loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('消息标题1')).toBeInTheDocument();
  });
});
