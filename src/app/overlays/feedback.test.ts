import { describe, expect, it, vi } from 'vitest';
import { Dialog, Toast } from 'antd-mobile';
import { createFeedback } from './feedback';

describe('feedback UI of the gateway host', () => {
  it('alert opens Dialog.alert with the message', async () => {
    const alert = vi.spyOn(Dialog, 'alert').mockResolvedValue(undefined);
    await createFeedback().alert('请求失败');
    expect(alert).toHaveBeenCalledWith(expect.objectContaining({ content: '请求失败', confirmText: '确定' }));
  });

  it('confirm asks one question at a time: a second call while it is on screen answers no without a dialog, and a later one asks again', async () => {
    let answer: (sure: boolean) => void = () => undefined;
    const confirm = vi.spyOn(Dialog, 'confirm').mockImplementation(() => new Promise<boolean>((resolve) => { answer = resolve; }));
    const feedback = createFeedback();
    const question = { title: '提示', content: '确定退出登录吗？', confirmText: '退出登录', cancelText: '取消' };
    const first = feedback.confirm(question);
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    await expect(feedback.confirm(question)).resolves.toBe(false);
    expect(confirm).toHaveBeenCalledTimes(1);
    answer(true);
    await expect(first).resolves.toBe(true);
    const again = feedback.confirm(question);
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(2));
    answer(false);
    await expect(again).resolves.toBe(false);
  });

  it('toast lasts 2000 ms by default', async () => {
    const show = vi.spyOn(Toast, 'show');
    createFeedback().toast('已注册');
    await vi.waitFor(() => expect(show).toHaveBeenCalled());
    expect(show).toHaveBeenCalledWith({ content: '已注册', duration: 2000 });
  });

  it('loading shows 加载中... without timeout and blocks mask clicks until the last caller hides it', async () => {
    const close = vi.fn();
    const show = vi.spyOn(Toast, 'show').mockReturnValue({ close });
    const feedback = createFeedback();
    const hideA = feedback.showLoading();
    const hideB = feedback.showLoading();
    await vi.waitFor(() => expect(show).toHaveBeenCalled());
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith({ icon: 'loading', content: '加载中...', duration: 0, maskClickable: false });
    hideA();
    hideA();
    expect(close).not.toHaveBeenCalled();
    hideB();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
