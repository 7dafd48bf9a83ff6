import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { ResultWidget, demo } from '.';

it('shows the result and emits the tapped button action', async () => {
  const p = testProps(propsSchema, demo.props);
  render(<ResultWidget {...p} />);
  expect(screen.getByText('订单已支付，稍后可在我的订单中查看')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '返回首页' }));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'switchTab', to: '/' });
});
