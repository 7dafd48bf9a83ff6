import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SetPassword } from './set-password';

function setup() {
  const request = vi.fn((api: string, _fields?: Record<string, unknown>) => Promise.resolve(api === 'BA002' ? { devCode: '654321' } : { hasPayPassword: 'Y' }));
  const onSet = vi.fn();
  render(<SetPassword visible phone="13800000000" request={request} onClose={vi.fn()} onSet={onSet} />);
  const cp004 = () => request.mock.calls.filter(([api]) => api === 'CP004');
  return { request, onSet, cp004 };
}

async function openKeypad() {
  const panel = await screen.findByRole('dialog', { name: '设置支付密码' });
  fireEvent.change(within(panel).getByPlaceholderText('请输入短信验证码'), { target: { value: '654321' } });
  fireEvent.click(within(panel).getByRole('button', { name: '设置密码' }));
}

async function type(title: string, digits: string) {
  const pad = await screen.findByRole('dialog', { name: title });
  for (const d of digits) fireEvent.click(within(pad).getByRole('button', { name: d }));
}

describe('set-password', () => {
  it('asks for the new pay password twice and saves it (CP004) only when both entries match', async () => {
    const { onSet, cp004 } = setup();
    await openKeypad();
    await type('请设置6位支付密码', '111222');
    expect(cp004()).toHaveLength(0);
    await type('请再次输入支付密码', '111222');
    await waitFor(() => expect(cp004()[0]?.[1]).toEqual({ payPassword: '111222', smsCode: '654321' }));
    await waitFor(() => expect(onSet).toHaveBeenCalledWith('111222'));
  });

  it('two different entries say 两次输入的密码不一致 and start over, saving nothing', async () => {
    const { onSet, cp004 } = setup();
    await openKeypad();
    await type('请设置6位支付密码', '111222');
    await type('请再次输入支付密码', '111333');
    await type('两次输入的密码不一致，请重新设置', '444555');
    await type('请再次输入支付密码', '444555');
    await waitFor(() => expect(onSet).toHaveBeenCalledWith('444555'));
    expect(cp004().map(([, fields]) => fields)).toEqual([{ payPassword: '444555', smsCode: '654321' }]);
  });

  it('fits the screen: the sheet counts its padding in its width, and 获取验证码 keeps its line beside a shrinking code field', async () => {
    setup();
    const panel = await screen.findByRole('dialog', { name: '设置支付密码' });
    expect(panel.closest<HTMLElement>('.adm-popup-body')?.style.boxSizing).toBe('border-box');
    const button = within(panel).getByRole('button', { name: '获取验证码' });
    expect(button.style.whiteSpace).toBe('nowrap');
    expect(button.style.flexShrink).toBe('0');
    expect(within(panel).getByPlaceholderText('请输入短信验证码').closest<HTMLElement>('.adm-input')?.style.minWidth).toBe('0');
  });

  it('a sent code makes 获取验证码 wait 60 s (重新发送(Ns)), so a second tap cannot ask the gateway too soon', async () => {
    vi.useFakeTimers();
    try {
      const { request } = setup();
      const panel = screen.getByRole('dialog', { name: '设置支付密码' });
      await act(async () => {
        fireEvent.click(within(panel).getByRole('button', { name: '获取验证码' }));
      });
      const waiting = within(panel).getByRole('button', { name: '重新发送(60s)' });
      expect(waiting).toBeDisabled();
      fireEvent.click(waiting);
      expect(request.mock.calls.filter(([api]) => api === 'BA002')).toHaveLength(1);
      for (let i = 0; i < 60; i += 1) act(() => void vi.advanceTimersByTime(1000));
      const again = within(panel).getByRole('button', { name: '重新发送' });
      expect(again).toBeEnabled();
      await act(async () => {
        fireEvent.click(again);
      });
      expect(request.mock.calls.filter(([api]) => api === 'BA002')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
