import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openAs, userAt } from './journey-harness';

const reply = { appToken: 'tok-1', userInfo: { ...userAt('IDCARD'), phone: '13500000001' } };
const answers = { BA002: { devCode: '246810' }, BA003: reply };

async function sendCode(phone = '13500000001') {
  await userEvent.type(await screen.findByPlaceholderText('请输入手机号'), phone);
  await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
}

describe('login /login and /register', () => {
  it('refuses a phone that is not 11 digits starting with 1, without calling BA002', async () => {
    const { callRaw } = openAs('login.json', { answers });
    await sendCode('2350000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入正确的手机号（1开头的11位数字）');
    expect(callRaw).not.toHaveBeenCalled();
  });

  it('sends BA002, counts down 重新发送(60s) and shows the demo devCode', async () => {
    const { callRaw } = openAs('login.json', { answers });
    await sendCode();
    expect(await screen.findByRole('button', { name: '重新发送(60s)' })).toBeDisabled();
    expect(screen.getByText('演示环境验证码：246810')).toBeInTheDocument();
    expect(callRaw).toHaveBeenCalledWith('BA002', { phone: '13500000001', scene: 'LOGIN' }, undefined);
  });

  it('the countdown ticks each second and then offers 重新发送', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      openAs('login.json', { answers });
      await sendCode();
      await screen.findByRole('button', { name: '重新发送(60s)' });
      await act(async () => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('button', { name: '重新发送(59s)' })).toBeInTheDocument();
      for (let i = 0; i < 59; i++) await act(async () => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('button', { name: '重新发送' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('needs the agreements accepted before BA003', async () => {
    const { callRaw } = openAs('login.json', { answers });
    await sendCode();
    await userEvent.type(screen.getByPlaceholderText('请输入验证码'), '246810');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(callRaw.mock.calls.map((c) => c[0])).not.toContain('BA003');
  });

  it('logs in with BA003, applies the reply to the user store and returns to ?redirect=', async () => {
    const { callRaw, stores, actions } = openAs('login.json', { answers, query: { redirect: '/product/detail?productId=P_FORM_APPLIANCE' } });
    await sendCode();
    await userEvent.type(screen.getByPlaceholderText('请输入验证码'), '246810');
    fireEvent.click(screen.getByText('我已阅读并同意'));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(stores.user.token).toBe('tok-1'));
    expect(stores.user.info?.phone).toBe('13500000001');
    expect(callRaw).toHaveBeenCalledWith('BA003', { phone: '13500000001', smsCode: '246810', channel: 'C004' }, { loading: true });
    await waitFor(() => expect(actions).toContainEqual({ kind: 'navigate', to: '/product/detail', query: { productId: 'P_FORM_APPLIANCE' }, replace: true }));
  });

  it('goes to /my without a redirect, and never to another site', async () => {
    const { actions, stores } = openAs('login.json', { answers, query: { redirect: '//evil.example/x' } });
    await act(async () => stores.user.setToken('tok-2'));
    expect(actions).toContainEqual({ kind: 'navigate', to: '/my', replace: true });
  });

  it('links the register agreement and the privacy policy', async () => {
    const { actions } = openAs('login.json', { answers });
    await userEvent.click(await screen.findByText('《用户注册协议》'));
    await userEvent.click(screen.getByText('《隐私政策》'));
    expect(actions).toEqual([{ kind: 'navigate', to: '/agreement/register' }, { kind: 'navigate', to: '/agreement/privacy' }]);
  });

  it('offers 本机号码一键登录 only inside an app shell', async () => {
    const browser = openAs('login.json', { answers });
    await screen.findByPlaceholderText('请输入手机号');
    expect(screen.queryByRole('button', { name: '本机号码一键登录' })).toBeNull();
    browser.unmount();
    const { actions } = openAs('login.json', { answers, shell: 'flutter', query: { redirect: '/limit' } });
    await userEvent.click(await screen.findByRole('button', { name: '本机号码一键登录' }));
    expect(actions).toEqual([{ kind: 'login', redirect: '/limit' }]);
  });

  it('/register sends the REGISTER scene and submits with 注册并登录', async () => {
    const { callRaw } = openAs('register.json', { answers });
    await sendCode();
    expect(callRaw).toHaveBeenCalledWith('BA002', { phone: '13500000001', scene: 'REGISTER' }, undefined);
    expect(screen.getByRole('button', { name: '注册并登录' })).toBeInTheDocument();
  });

  it('a failed BA002 starts no countdown', async () => {
    openAs('login.json', { answers: { BA002: () => Promise.reject(new Error('验证码发送过于频繁')) } });
    await sendCode();
    await waitFor(() => expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled());
    expect(screen.queryByText(/演示环境验证码/)).toBeNull();
  });
});
