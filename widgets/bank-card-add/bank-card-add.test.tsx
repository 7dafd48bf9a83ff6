import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { BankCardAdd, propsSchema } from '.';
import { CARD_DRAFT_KEY, clearCardDraft } from './use-card-draft';

const GOOD = '6225888888888884';
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

beforeEach(() => {
  sessionStorage.clear();
  clearCardDraft();
});

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

  it('a message goes as the field is corrected, before the customer leaves it, so nothing below moves under their next tap', () => {
    const p = testProps(propsSchema, { holderName: '张伟' });
    render(<BankCardAdd {...p} />);
    type('卡号', '6225888888888885');
    type('预留手机号', '2380000');
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('请输入正确的银行卡号');
    type('卡号', '622588888888888');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('请输入正确的银行卡号');
    type('卡号', GOOD);
    type('预留手机号', '13800000000');
    const left = screen.queryAllByRole('alert').map((a) => a.textContent);
    expect(left).not.toContain('请输入正确的银行卡号');
    expect(left).not.toContain('请输入正确的手机号');
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

describe('bank-card-add reserved phone and draft', () => {
  it('a changed reserved phone drops the previous phone\'s countdown, demo code and typed code, so a new code can be asked at once', async () => {
    const p = testProps(propsSchema, { holderName: '张伟' });
    p.state.request.mockImplementation((api: string, fields: Record<string, unknown>) => Promise.resolve(api === 'BA002' ? { devCode: fields.phone === '13800000000' ? '111111' : '222222' } : {}));
    render(<BankCardAdd {...p} />);
    type('预留手机号', '13800000000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('演示环境验证码：111111')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^重新发送\(\d+s\)$/ })).toBeDisabled();
    type('验证码', '111111');
    type('预留手机号', '13900000000');
    expect(field('验证码').value).toBe('');
    expect(screen.queryByText('演示环境验证码：111111')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('演示环境验证码：222222')).toBeInTheDocument();
    expect(p.state.request).toHaveBeenLastCalledWith('BA002', { phone: '13900000000', scene: 'LOGIN' });
  });

  it('keeps the card number, type, phone and agreement when the user leaves and comes back, never the SMS code, and never writes the card number to storage', () => {
    const first = render(<BankCardAdd {...testProps(propsSchema, { holderName: '张伟' })} />);
    type('卡号', '6225888888888884');
    fireEvent.click(screen.getByRole('radio', { name: '信用卡' }));
    type('预留手机号', '13800000000');
    type('验证码', '123456');
    fireEvent.click(screen.getByRole('checkbox'));
    first.unmount();
    expect(sessionStorage.getItem(CARD_DRAFT_KEY)).not.toContain('6225888888888884');
    expect(sessionStorage.getItem(CARD_DRAFT_KEY)).not.toContain('123456');
    render(<BankCardAdd {...testProps(propsSchema, { holderName: '张伟' })} />);
    expect(field('卡号').value).toBe('6225 8888 8888 8884');
    expect(screen.getByRole('radio', { name: '信用卡' })).toBeChecked();
    expect(field('预留手机号').value).toBe('13800000000');
    expect(field('验证码').value).toBe('');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('does not show one holder\'s draft to another, and forgets it once the card is bound', async () => {
    const first = render(<BankCardAdd {...testProps(propsSchema, { holderName: '张伟' })} />);
    type('卡号', '6225888888888884');
    type('预留手机号', '13800000000');
    first.unmount();
    const other = render(<BankCardAdd {...testProps(propsSchema, { holderName: '李娜' })} />);
    expect(field('卡号').value).toBe('');
    expect(field('预留手机号').value).toBe('');
    other.unmount();
    const p = testProps(propsSchema, { holderName: '张伟' });
    const again = render(<BankCardAdd {...p} />);
    type('验证码', '246810');
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认绑定' })));
    await vi.waitFor(() => expect(p.onAction).toHaveBeenCalledWith({ kind: 'back' }));
    again.unmount();
    render(<BankCardAdd {...testProps(propsSchema, { holderName: '张伟' })} />);
    expect(field('卡号').value).toBe('');
    expect(field('预留手机号').value).toBe('');
  });
});
