import { describe, expect, it, vi } from 'vitest';
import { Dialog, Toast } from 'antd-mobile';
import { createFeedback } from './feedback';

describe('feedback UI of the gateway host', () => {
  it('alert opens Dialog.alert with the message', async () => {
    const alert = vi.spyOn(Dialog, 'alert').mockResolvedValue(undefined);
    await createFeedback().alert('请求失败');
    expect(alert).toHaveBeenCalledWith(expect.objectContaining({ content: '请求失败', confirmText: '确定' }));
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
