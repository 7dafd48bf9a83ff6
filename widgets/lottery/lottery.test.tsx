import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStores } from '../../tests/support/test-stores';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { rotationFor, slotAtPointer, slotColour } from './Wheel';
import { Lottery, demo } from '.';

const loggedIn = { user: { info: { id: 'u1', phone: '13800000000', flow: 'FINISH' } } };
const drawOf = (prizeId: number, name: string, drawId = 1) => ({ drawId, prize: { id: prizeId, name, kind: 'POINTS' }, remaining: 2, points: 88 });
const refusal = (message: string) => Object.assign(new Error(message), { kind: 'business', rspCode: '3804' });

afterEach(() => vi.useRealTimers());

describe('lottery', () => {
  it('the wheel turns so that the prize the gateway returned is under the pointer', () => {
    for (const count of [3, 4, 6, 8]) {
      let rotation = 0;
      for (const target of [0, count - 1, 1, 1]) {
        const next = rotationFor(rotation, target, count);
        expect(next - rotation).toBeGreaterThanOrEqual(5 * 360);
        expect(slotAtPointer(next, count)).toBe(target);
        rotation = next;
      }
    }
  });

  it('draws with the lottery id and an idempotency key, then lands on and shows the returned prize', async () => {
    const p = testProps(propsSchema, { spinMs: 0 }, demo.data);
    p.state.request.mockResolvedValueOnce(drawOf(103, '谢谢参与'));
    p.state.request.mockResolvedValueOnce(drawOf(104, '无线蓝牙耳机', 2));
    const { container } = renderWithStores(<Lottery {...p} />, loggedIn);
    await userEvent.click(screen.getByRole('button', { name: '立即抽奖' }));
    expect(p.state.request).toHaveBeenCalledWith('AC002', { lotteryId: 1, idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) }, { silent: true });
    expect(await screen.findByRole('status')).toHaveTextContent('恭喜获得 谢谢参与');
    expect(container.querySelector('[data-pointer-prize-id]')?.getAttribute('data-pointer-prize-id')).toBe('103');
    expect(screen.getByText('今日剩余 2 次')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '立即抽奖' }));
    expect(await screen.findByText('恭喜获得 无线蓝牙耳机')).toBeInTheDocument();
    expect(container.querySelector('[data-pointer-prize-id]')?.getAttribute('data-pointer-prize-id')).toBe('104');
    const keys = p.state.request.mock.calls.map(([, fields]) => fields.idempotencyKey);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('shows the prize only after the animation, and a second tap meanwhile draws nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const p = testProps(propsSchema, { spinMs: 3000 }, demo.data);
    p.state.request.mockResolvedValue(drawOf(101, '88 积分'));
    renderWithStores(<Lottery {...p} />, loggedIn);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: '立即抽奖' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: '立即抽奖' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3100);
    });
    expect(screen.getByRole('status')).toHaveTextContent('恭喜获得 88 积分');
    expect(p.state.request).toHaveBeenCalledTimes(1);
  });

  it('a refusal beyond the daily limit is shown as the gateway words it', async () => {
    const p = testProps(propsSchema, { spinMs: 0 }, demo.data);
    p.state.request.mockRejectedValueOnce(refusal('今日次数已用完（每天 3 次），明天再来吧'));
    renderWithStores(<Lottery {...p} />, loggedIn);
    await userEvent.click(screen.getByRole('button', { name: '立即抽奖' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('今日次数已用完（每天 3 次），明天再来吧');
  });

  it('with no draw left today (今日剩余 0 次) the button is disabled and says 今日次数已用完; the last draw turns it so', async () => {
    const spent = renderWithStores(<Lottery {...testProps(propsSchema, { spinMs: 0 }, { ...demo.data!, remaining: 0 })} />, loggedIn);
    expect(screen.getByText('今日剩余 0 次')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '今日次数已用完' })).toBeDisabled();
    spent.unmount();

    const p = testProps(propsSchema, { spinMs: 0 }, { ...demo.data!, remaining: 1 });
    p.state.request.mockResolvedValueOnce({ ...drawOf(101, '88 积分'), remaining: 0 });
    renderWithStores(<Lottery {...p} />, loggedIn);
    await userEvent.click(screen.getByRole('button', { name: '立即抽奖' }));
    await screen.findByRole('status');
    expect(screen.getByRole('button', { name: '今日次数已用完' })).toBeDisabled();
  });

  it('a network failure keeps the idempotency key, so the retry cannot draw twice', async () => {
    const p = testProps(propsSchema, { spinMs: 0 }, demo.data);
    p.state.request.mockRejectedValueOnce(Object.assign(new Error('系统接口请求超时'), { kind: 'timeout' }));
    p.state.request.mockResolvedValueOnce(drawOf(101, '88 积分'));
    renderWithStores(<Lottery {...p} />, loggedIn);
    await userEvent.click(screen.getByRole('button', { name: '立即抽奖' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('系统接口请求超时');
    await userEvent.click(screen.getByRole('button', { name: '立即抽奖' }));
    await screen.findByRole('status');
    const [first, second] = p.state.request.mock.calls.map(([, fields]) => fields.idempotencyKey);
    expect(second).toBe(first);
  });

  it('a blind box opens only the box of the returned prize', async () => {
    const p = testProps(propsSchema, { mode: 'box', spinMs: 0, buttonText: '开启盲盒' }, demo.data);
    p.state.request.mockResolvedValueOnce(drawOf(102, '5 元优惠券'));
    renderWithStores(<Lottery {...p} />, loggedIn);
    expect(screen.getAllByLabelText(/^盲盒 \d$/)).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: '开启盲盒' }));
    await screen.findByRole('status');
    expect(screen.getAllByLabelText(/^盲盒 \d$/)).toHaveLength(3);
    expect(screen.getAllByText('5 元优惠券').length).toBeGreaterThan(0);
  });

  it('a closed activity cannot be drawn; a guest is sent to log in', async () => {
    renderWithStores(<Lottery {...testProps(propsSchema, {}, { ...demo.data!, status: 'NOT_STARTED' })} />, loggedIn);
    expect(screen.getByRole('button', { name: '活动未开始' })).toBeDisabled();
    const p = testProps(propsSchema, {}, demo.data);
    renderWithStores(<Lottery {...p} />);
    await userEvent.click(screen.getByRole('button', { name: '立即抽奖' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'login' });
    expect(p.state.request).not.toHaveBeenCalled();
  });
});

it('no two neighbouring slots of the wheel share a colour, the last and the first included, for any number of prizes', () => {
  for (let count = 2; count <= 12; count += 1) {
    for (let i = 0; i < count; i += 1) expect(slotColour(i, count), `slot ${i} of ${count}`).not.toBe(slotColour((i + 1) % count, count));
  }
});
