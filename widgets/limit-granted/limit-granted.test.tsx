import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { creditReturn } from '@widgets/shared/credit-return';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { LimitGranted, demo } from '.';

it('shows the granted amount inside the result card, under its heading', () => {
  render(<LimitGranted {...testProps(propsSchema, demo.props, demo.data)} />);
  const card = screen.getByRole('region', { name: '激活结果' });
  expect(within(card).getByText('恭喜，额度激活成功')).toBeInTheDocument();
  expect(within(card).getByLabelText('授信额度')).toHaveTextContent('20,000.00');
});

describe('back to the order the customer left the cashier for (去授信)', () => {
  afterEach(() => sessionStorage.clear());

  /** The success screen with the order the cashier remembered, SF206 answering `order` (or failing with it). */
  const withOrder = (order: () => Promise<unknown>) => {
    creditReturn().write({ orderId: 'O42' });
    const p = testProps(propsSchema, demo.props, demo.data);
    p.state.request.mockImplementation((api: string) => (api === 'SF206' ? order() : Promise.reject(new Error(`no ${api}`))));
    return { p, view: render(<LimitGranted {...p} />) };
  };

  it('继续支付 opens that order\'s cashier (replace) while it is still 待付款, and is offered once', async () => {
    const { p, view } = withOrder(async () => ({ orderId: 'O42', status: 'REPAY' }));
    await userEvent.click(await screen.findByRole('button', { name: '继续支付' }));
    expect(p.state.request).toHaveBeenCalledWith('SF206', { orderId: 'O42' }, { silent: true });
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cashier', query: { orderId: 'O42' }, replace: true });
    view.unmount();
    render(<LimitGranted {...testProps(propsSchema, demo.props, demo.data)} />);
    expect(screen.queryByRole('button', { name: '继续支付' })).toBeNull();
    expect(screen.getByRole('button', { name: '查看额度' })).toBeInTheDocument();
  });

  it('继续支付 waits for the order\'s check before it can be tapped', async () => {
    let answer: (order: unknown) => void = () => undefined;
    const { p } = withOrder(() => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('button', { name: '继续支付' })).toBeDisabled();
    answer({ orderId: 'O42', status: 'REPAY' });
    await waitFor(() => expect(screen.getByRole('button', { name: '继续支付' })).toBeEnabled());
    expect(p.onAction).not.toHaveBeenCalled();
  });

  it.each([['PAIED', '已支付'], ['FINISH', '已完成'], ['FAILED', '已取消']])(
    'an order meanwhile %s (%s) is not offered: it is forgotten and 查看额度 and 去逛逛 show as usual',
    async (status) => {
      const { p } = withOrder(async () => ({ orderId: 'O42', status }));
      await waitFor(() => expect(screen.queryByRole('button', { name: '继续支付' })).toBeNull());
      expect(screen.getByRole('button', { name: '查看额度' })).toBeEnabled();
      expect(screen.getByRole('button', { name: '去逛逛' })).toBeInTheDocument();
      expect(creditReturn().read()).toBeUndefined();
      expect(p.onAction).not.toHaveBeenCalled();
    },
  );

  it('an order the gateway refuses (订单不存在, 2502) is forgotten too', async () => {
    withOrder(() => Promise.reject(Object.assign(new Error('订单 O42 不存在'), { rspCode: '2502' })));
    await waitFor(() => expect(creditReturn().read()).toBeUndefined());
    expect(screen.queryByRole('button', { name: '继续支付' })).toBeNull();
  });

  it('without an answer (offline) 继续支付 stays: the cashier then says for itself', async () => {
    withOrder(() => Promise.reject(new Error('后端接口连接异常')));
    await waitFor(() => expect(screen.getByRole('button', { name: '继续支付' })).toBeEnabled());
    expect(creditReturn().read()).toEqual({ orderId: 'O42' });
  });

  it('without such an order only 查看额度 and 去逛逛, and no order is looked up', () => {
    const p = testProps(propsSchema, demo.props, demo.data);
    render(<LimitGranted {...p} />);
    expect(screen.queryByRole('button', { name: '继续支付' })).toBeNull();
    expect(screen.getByRole('button', { name: '去逛逛' })).toBeInTheDocument();
    expect(p.state.request).not.toHaveBeenCalled();
  });
});
