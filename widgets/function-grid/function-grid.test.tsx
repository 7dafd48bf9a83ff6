import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { testProps } from '../shared/test-props';
import { FunctionGrid, demo } from '.';

it('emits the tapped entry as a functionEntry action', async () => {
  const p = testProps(demo.props, demo.data);
  render(<FunctionGrid {...p} />);
  await userEvent.click(screen.getByText('话费充值'));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'functionEntry', entry: demo.data![1] });
});

it('shows at most `max` entries', () => {
  render(<FunctionGrid {...testProps({ max: 2 }, demo.data)} />);
  expect(screen.queryByText('合作活动')).not.toBeInTheDocument();
});
