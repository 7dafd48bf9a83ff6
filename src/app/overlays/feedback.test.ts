import { describe, expect, it, vi } from 'vitest';
import { Dialog, Toast } from 'antd-mobile';
import { createFeedback } from './feedback';

describe('feedback UI of the gateway host', () => {
  it('alert opens Dialog.alert with the message', async () => {
    const alert = vi.spyOn(Dialog, 'alert').mockResolvedValue(undefined);
    await createFeedback().alert('请求失败');
    expect(alert).toHaveBeenCalledWith(expect.objectContaining({ content: '请求失败', confirmText: '确定' }));
  });

  /** Dialog.show replaced: each question's buttons are pressed by `press`, and `closed` counts the dialogs taken down. */
  function fakeDialogs() {
    const shown: { press: (key: 'cancel' | 'confirm') => void; closed: boolean }[] = [];
    const show = vi.spyOn(Dialog, 'show').mockImplementation((props) => {
      const entry = {
        closed: false,
        press: (key: 'cancel' | 'confirm') => {
          const action = props.actions?.flat().find((a) => a.key === key);
          void action?.onClick?.();
        },
      };
      shown.push(entry);
      return { close: () => void (entry.closed = true) };
    });
    return { show, shown };
  }
  const question = { title: '提示', content: '确定退出登录吗？', confirmText: '退出登录', cancelText: '取消' };

  it('confirm asks one question at a time: a second call while it is on screen answers no without a dialog, and a later one asks again', async () => {
    const { show, shown } = fakeDialogs();
    const feedback = createFeedback();
    const first = feedback.confirm(question);
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: '提示', content: '确定退出登录吗？', 'aria-label': '提示' }));
    await expect(feedback.confirm(question)).resolves.toBe(false);
    expect(show).toHaveBeenCalledTimes(1);
    shown[0]!.press('confirm');
    await expect(first).resolves.toBe(true);
    const again = feedback.confirm(question);
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(2));
    shown[1]!.press('cancel');
    await expect(again).resolves.toBe(false);
  });

  it('dismissQuestion takes down the question on screen, answering no; the next question is asked as usual', async () => {
    const { show, shown } = fakeDialogs();
    const feedback = createFeedback();
    const first = feedback.confirm(question);
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    feedback.dismissQuestion();
    await expect(first).resolves.toBe(false);
    expect(shown[0]!.closed).toBe(true);
    // A press that lands as it closes changes nothing.
    shown[0]!.press('confirm');
    await expect(first).resolves.toBe(false);
    const next = feedback.confirm(question);
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(2));
    shown[1]!.press('confirm');
    await expect(next).resolves.toBe(true);
  });

  it('a question taken down before its dialog has loaded is never shown', async () => {
    const { show } = fakeDialogs();
    const feedback = createFeedback();
    const asked = feedback.confirm(question);
    feedback.dismissQuestion();
    await expect(asked).resolves.toBe(false);
    expect(show).not.toHaveBeenCalled();
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
