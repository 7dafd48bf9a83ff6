import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openAs } from './journey-harness';
import { openPage, pageFile } from './page-harness';

describe('/system-setting', () => {
  it('a guest sees settings without 退出登录 or 账户与安全', async () => {
    openPage('system-setting.json', { answers: {} });
    expect(await screen.findByText('清除缓存')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '退出登录' })).toBeNull();
    expect(screen.queryByText('账户与安全')).toBeNull();
  });

  it('退出登录 asks first and emits logout to /my; 清除缓存 emits clearCache', async () => {
    const { actions } = openPage('system-setting.json', { answers: {}, loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    await userEvent.click(screen.getByText('清除缓存'));
    expect(actions).toEqual([{ kind: 'logout', confirm: '确定退出登录吗？', to: '/my' }, { kind: 'clearCache' }]);
  });
});

describe('/cust-info once credit is activated', () => {
  it('a FINISH user sees 额度已激活 and no form to edit', async () => {
    openAs('cust-info.json', { answers: {}, flow: 'FINISH' });
    expect(await screen.findByText('额度已激活')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
  });

  it('an INFO user still gets the form', async () => {
    openAs('cust-info.json', { answers: {}, flow: 'INFO' });
    expect(await screen.findByRole('button', { name: '提交' })).toBeInTheDocument();
    expect(screen.queryByText('额度已激活')).toBeNull();
  });
});

describe('privacy pages show their agreement (UC010, _verify keys in the verify variant)', () => {
  const agreement = (f: Record<string, unknown>) => ({ key: f.key, title: `协议 ${String(f.key)}`, content: `<p>正文 ${String(f.key)} ${String(f.variant ?? '')}</p>` });
  it.each([
    ['my/privacy/policy.json', 'privacy'],
    ['my/privacy/register.json', 'register'],
    ['my/privacy/third-party.json', 'service_sdk'],
    ['my/privacy/center.json', 'privacy'],
  ])('%s loads %s with the variant', async (file, key) => {
    for (const variant of ['official', 'verify'] as const) {
      const { callRaw, unmount } = openPage(file, { answers: { UC010: agreement }, variant });
      expect(await screen.findByText(`正文 ${key} ${variant}`)).toBeInTheDocument();
      expect(callRaw).toHaveBeenCalledWith('UC010', { key, variant }, { silent: true });
      unmount();
    }
  });
});

describe('remaining pages', () => {
  it('/iframe-view/chatlink opens the configured chat with its groupid in the in-app frame', async () => {
    const chat = { list: [{ key: 'customer_service_chat_url', value: 'https://chat.example.com/c', description: '' }] };
    const { actions } = openPage('iframe-view/chatlink.json', { answers: { BA019: chat }, loggedIn: true, query: { groupid: '1001' } });
    await screen.findByRole('button', { name: '进入客服会话' });
    expect(actions).toEqual([{ kind: 'openUrl', url: 'https://chat.example.com/c?groupid=1001', title: '在线客服', inApp: true }]);
  });

  it('/auth/callback needs no login and is not kept alive', () => {
    expect(pageFile('auth/callback.json').route).toMatchObject({ login: 'none', keepAlive: false });
  });

  it.each(['A_page.json', 'B_page.json', 'image_color_test.json'])('%s is a test page (testOnly) that says what it is for', (file) => {
    const page = pageFile(file);
    expect(page.route.testOnly).toBe(true);
    expect(page.blocks.length).toBeGreaterThan(1);
  });
});
