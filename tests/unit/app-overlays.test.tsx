import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFeedback } from '@/app/overlays/feedback';
import { FREEZE_TEXT } from '@/app/overlays/freeze-dialog';
import { renderApp } from './support/render-app';

describe('app overlays', () => {
  it('the points-freeze notice (rspCode 9992) opens over any page, and 取消 closes it', async () => {
    const { stores } = renderApp({ path: '/' });
    await screen.findByRole('navigation', { name: '底部导航' });
    expect(screen.queryByText(FREEZE_TEXT)).not.toBeInTheDocument();
    act(() => stores.app.showFreeze({ message: '积分冻结中' }));
    expect(await screen.findByText(FREEZE_TEXT)).toBeVisible();
    expect(screen.getByText('备注：积分冻结中')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(stores.app.freeze).toBeUndefined();
    // It opens again the next time, with the new note.
    act(() => stores.app.showFreeze({ message: '第二次' }));
    expect(await screen.findByText('备注：第二次')).toBeInTheDocument();
  });

  it('去处理 with an allowed redirect URL leaves through the dispatcher (openUrl: jumpPage in a shell), not by hand', async () => {
    const { stores, dispatch } = renderApp({ path: '/', safeUrlHosts: ['m.qsh.example'] });
    await screen.findByRole('navigation', { name: '底部导航' });
    act(() => stores.app.showFreeze({ message: '积分冻结中', redirectUrl: 'https://m.qsh.example/unfreeze' }));
    fireEvent.click(await screen.findByRole('button', { name: '去处理' }));
    expect(dispatch).toHaveBeenCalledWith({ kind: 'openUrl', url: 'https://m.qsh.example/unfreeze' });
    expect(stores.app.freeze).toBeUndefined();
  });

  it('the iframe popup opens over any page, refuses a host that is not allowed, and closes with 关闭', async () => {
    const { stores } = renderApp({ path: '/' });
    await screen.findByRole('navigation', { name: '底部导航' });
    act(() => stores.app.openIframe({ url: 'https://www.example.com/help', title: '帮助' }));
    const close = await screen.findByRole('button', { name: '关闭' });
    expect(screen.getByText('帮助')).toBeInTheDocument();
    // The default config allows no hosts: nothing is loaded, and the popup says why.
    expect(screen.getByText('无法打开该链接')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(close);
    expect(stores.app.iframe).toBeUndefined();
    await waitFor(() => expect(screen.queryByText('无法打开该链接')).not.toBeInTheDocument());
  });

  it('the iframe popup belongs to the page it was opened on: going back closes it instead of leaving it over the page before', async () => {
    const { stores, router } = renderApp({ path: '/' });
    await screen.findByRole('navigation', { name: '底部导航' });
    await act(async () => {
      await router.navigate('/my');
    });
    act(() => stores.app.openIframe({ url: 'https://www.example.com/chat', title: '客服会话窗口', openedOn: '/my' }));
    expect(await screen.findByRole('button', { name: '关闭' })).toBeInTheDocument();
    await act(async () => {
      await router.navigate(-1);
    });
    await waitFor(() => expect(stores.app.iframe).toBeUndefined());
    await waitFor(() => expect(screen.queryByText('客服会话窗口')).not.toBeInTheDocument());
  });

  it('a question the app asked belongs to its page: going back takes it down, answering no, so confirming cannot act on the page before', async () => {
    const feedback = createFeedback();
    const { router } = renderApp({ path: '/', onPageLeft: feedback.dismissQuestion });
    await screen.findByRole('navigation', { name: '底部导航' });
    await act(async () => {
      await router.navigate('/my');
    });
    const answer = feedback.confirm({ title: '提示', content: '确定退出登录吗？', confirmText: '退出登录', cancelText: '取消' });
    expect(await screen.findByRole('dialog', { name: '提示' })).toHaveTextContent('确定退出登录吗？');
    await act(async () => {
      await router.navigate(-1);
    });
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByText('确定退出登录吗？')).not.toBeInTheDocument(), { timeout: 3000 });
    // The next question is asked as usual.
    const next = feedback.confirm({ title: '提示', content: '确定退出登录吗？', confirmText: '退出登录', cancelText: '取消' });
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    await expect(next).resolves.toBe(true);
  });
});
