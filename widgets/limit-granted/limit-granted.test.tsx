import { render, screen, within } from '@testing-library/react';
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

  it('继续支付 opens that order\'s cashier (replace) and is offered once', async () => {
    creditReturn().write({ orderId: 'O42' });
    const p = testProps(propsSchema, demo.props, demo.data);
    const view = render(<LimitGranted {...p} />);
    await userEvent.click(screen.getByRole('button', { name: '继续支付' }));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/cashier', query: { orderId: 'O42' }, replace: true });
    view.unmount();
    render(<LimitGranted {...testProps(propsSchema, demo.props, demo.data)} />);
    expect(screen.queryByRole('button', { name: '继续支付' })).toBeNull();
    expect(screen.getByRole('button', { name: '查看额度' })).toBeInTheDocument();
  });

  it('without such an order only 查看额度 and 去逛逛', () => {
    render(<LimitGranted {...testProps(propsSchema, demo.props, demo.data)} />);
    expect(screen.queryByRole('button', { name: '继续支付' })).toBeNull();
    expect(screen.getByRole('button', { name: '去逛逛' })).toBeInTheDocument();
  });
});
