import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { LimitSummary, demo, type LimitData } from '.';

it('shows the available, total and used limit; a tap emits its action', async () => {
  const p = testProps(propsSchema, demo.props, demo.data);
  render(<LimitSummary {...p} />);
  expect(screen.getByText('总额度 10,000.00')).toBeInTheDocument();
  expect(screen.getByText('已用 459.00')).toBeInTheDocument();
  await userEvent.click(screen.getByText('9,541.00'));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/limit' });
});

it.each([
  ['INFO', '/cust-info-result'],
  ['IDCARD', '/credit-facilities'],
] as const)('a limit not granted at flow %s leads to %s', async (flow, to) => {
  const none: LimitData = { creditLimit: 0, used: 0, available: 0, status: 'NONE', flow };
  const p = testProps(propsSchema, {}, none);
  render(<LimitSummary {...p} />);
  expect(screen.getByText('暂未激活额度')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '立即激活' }));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to });
});
