import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { CardRetrieve, demo, propsSchema, forgetRetrieved, peekRetrieved } from '.';

const secret = { id: 1, cardNo: 'JD0000123456', secret: 'A1B2-C3D4-E5F6-G7H8', faceValue: 10000 };
// The keypad is an antd Popup whose opening animation jsdom never finishes (pointer-events stay none): click directly.
const tap = async (digits: string) => {
  for (const d of digits) fireEvent.click(await screen.findByRole('button', { name: d }));
};

afterEach(forgetRetrieved);

describe('card-retrieve', () => {
  it('asks for the pay password at once, retrieves with CP002 and hands the secret over in memory only', async () => {
    const p = testProps(propsSchema, demo.props, demo.data);
    p.state.request.mockResolvedValue(secret);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    render(<CardRetrieve {...p} />);
    expect(screen.getByText('¥100.00')).toBeInTheDocument();
    await tap('123456');
    expect(p.state.request).toHaveBeenCalledWith('CP002', { cardId: 1, payPassword: '123456' }, { loading: true });
    await vi.waitFor(() => expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/cardpwd/retrieve-result', query: { cardId: 1 }, replace: true }));
    expect(peekRetrieved(1)).toEqual({ ...secret, name: '京东E卡 100元' });
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
  });

  it('a wrong password (the gateway shows 支付密码错误) keeps the user here to try again', async () => {
    const p = testProps(propsSchema, { ...demo.props, cardId: '1' }, demo.data);
    p.state.request.mockRejectedValueOnce(new Error('支付密码错误')).mockResolvedValue(secret);
    render(<CardRetrieve {...p} />);
    await tap('000000');
    fireEvent.click(await screen.findByRole('button', { name: '输入支付密码提取' }));
    expect(p.onAction).not.toHaveBeenCalled();
    expect(peekRetrieved(1)).toBeUndefined();
    await tap('123456');
    await vi.waitFor(() => expect(p.onAction).toHaveBeenCalledTimes(1));
  });

  it('a user without a pay password is offered 设置支付密码 instead of the keypad', () => {
    render(<CardRetrieve {...testProps(propsSchema, demo.props, { ...demo.data!, hasPayPassword: 'N' as const })} />);
    expect(screen.getByRole('button', { name: '设置支付密码' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '请输入支付密码' })).not.toBeInTheDocument();
  });

  it('an unknown card says 未找到该卡密 with 卡密列表, which leads to the list', () => {
    const p = testProps(propsSchema, { ...demo.props, cardId: 99 }, demo.data);
    render(<CardRetrieve {...p} />);
    expect(screen.getByText('未找到该卡密')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '卡密列表' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/cardpwd', replace: true });
  });
});
