import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { ConfigLink } from '.';
import { render } from '@testing-library/react';

const answer = (value: string) => ({ list: [{ key: 'customer_service_chat_url', value, description: '' }] });

describe('a link from the app configuration (BA019)', () => {
  it('asks BA019 for its key, appends the query and opens it in the in-app frame through the gate', async () => {
    const p = testProps(propsSchema, { configKey: 'customer_service_chat_url', title: '在线客服', buttonText: '进入客服会话', query: { groupid: '1001' } });
    p.state.request.mockResolvedValue(answer('https://chat.example.com/c?x=1'));
    render(<ConfigLink {...p} />);
    await userEvent.click(await screen.findByRole('button', { name: '进入客服会话' }));
    expect(p.state.request).toHaveBeenCalledWith('BA019', { key: 'customer_service_chat_url' }, { silent: true });
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'openUrl', url: 'https://chat.example.com/c?x=1&groupid=1001', title: '在线客服', inApp: true });
  });

  it('a path value is this app’s own origin; autoOpen opens it once', async () => {
    const p = testProps(propsSchema, { configKey: 'customer_service_chat_url', title: '在线客服', autoOpen: true, query: { groupid: '7' } });
    p.state.request.mockResolvedValue(answer('/demo/chat.html'));
    const view = render(<ConfigLink {...p} />);
    await waitFor(() => expect(p.onAction).toHaveBeenCalledTimes(1));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'openUrl', url: `${window.location.origin}/demo/chat.html?groupid=7`, title: '在线客服', inApp: true });
    view.rerender(<ConfigLink {...p} />);
    expect(p.onAction).toHaveBeenCalledTimes(1);
  });

  it('no value configured: 暂未开放; a failed call: 重试', async () => {
    const p = testProps(propsSchema, { configKey: 'recycle_url', title: '手机回收' });
    p.state.request.mockResolvedValue({ list: [] });
    const view = render(<ConfigLink {...p} />);
    expect(await screen.findByText('暂未开放，请稍后再试')).toBeInTheDocument();
    view.unmount();
    const failing = testProps(propsSchema, { configKey: 'recycle_url', title: '手机回收' });
    failing.state.request.mockRejectedValue(new Error('配置项 recycle_url 不存在'));
    render(<ConfigLink {...failing} />);
    expect(await screen.findByText('配置项 recycle_url 不存在')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
