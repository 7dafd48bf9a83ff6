import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { BankCardAdd, propsSchema } from '.';

const GOOD = '6225888888888884';
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('bank-card-add', () => {
  it('shows the verified holder read-only, groups the number by four and names the bank', () => {
    render(<BankCardAdd {...testProps(propsSchema, { holderName: '张伟' })} />);
    expect(field('持卡人').value).toBe('张伟');
    expect(field('持卡人').readOnly).toBe(true);
    type('卡号', '6225 8888-8888888 4');
    expect(field('卡号').value).toBe('6225 8888 8888 8884');
    expect(screen.getByText('所属银行：招商银行')).toBeInTheDocument();
  });

  it('a number failing the Luhn check, a bad phone, no code and no agreement are each said under their field, keeping what was typed', () => {
    const p = testProps(propsSchema, { holderName: '张伟' });
    render(<BankCardAdd {...p} />);
    type('卡号', '6225888888888885');
    type('预留手机号', '2380000');
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(['请输入正确的银行卡号', '请输入正确的手机号', '请输入6位短信验证码', '请先阅读并同意《账户授权协议》']);
    expect(field('卡号').value).toBe('6225 8888 8888 8885');
    expect(field('预留手机号').value).toBe('2380000');
    expect(p.state.request).not.toHaveBeenCalled();
  });

  it('sends the SMS code with BA002 (showing the demo code) and binds with BK002, then goes back', async () => {
    const p = testProps(propsSchema, { holderName: '张伟' });
    p.state.request.mockImplementation((api: string) => Promise.resolve(api === 'BA002' ? { devCode: '246810' } : {}));
    render(<BankCardAdd {...p} />);
    type('卡号', GOOD);
    type('预留手机号', '13800000000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('演示环境验证码：246810')).toBeInTheDocument();
    expect(p.state.request).toHaveBeenCalledWith('BA002', { phone: '13800000000', scene: 'LOGIN' });
    type('验证码', '246810');
    fireEvent.click(screen.getByRole('radio', { name: '信用卡' }));
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await vi.waitFor(() => expect(p.onAction).toHaveBeenCalledWith({ kind: 'back' }));
    expect(p.state.request).toHaveBeenCalledWith('BK002', { cardNo: GOOD, phone: '13800000000', smsCode: '246810', cardType: 'CREDIT' }, { loading: true });
  });

  it('a refused binding (wrong code) keeps everything typed and stays', async () => {
    const p = testProps(propsSchema, { holderName: '张伟' });
    p.state.request.mockRejectedValue(new Error('验证码错误'));
    render(<BankCardAdd {...p} />);
    type('卡号', GOOD);
    type('预留手机号', '13800000000');
    type('验证码', '000000');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await vi.waitFor(() => expect(p.state.request).toHaveBeenCalledTimes(1));
    expect(p.onAction).not.toHaveBeenCalled();
    expect(field('卡号').value).toBe('6225 8888 8888 8884');
    expect(field('验证码').value).toBe('000000');
  });

  it('without a verified name it asks to verify first', () => {
    const p = testProps(propsSchema, {});
    render(<BankCardAdd {...p} />);
    fireEvent.click(screen.getByRole('button', { name: '去认证' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/credit-facilities' });
  });
});
