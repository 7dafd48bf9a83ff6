import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { FunctionGrid, demo } from '.';

it('emits the tapped entry as a functionEntry action', async () => {
  const p = testProps(propsSchema, demo.props, demo.data);
  render(<FunctionGrid {...p} />);
  await userEvent.click(screen.getByText('话费充值'));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'functionEntry', entry: demo.data!.list[0]!.funcList[1] });
});

it('shows at most `max` entries', () => {
  render(<FunctionGrid {...testProps(propsSchema, { max: 2 }, demo.data)} />);
  expect(screen.queryByText('合作活动')).not.toBeInTheDocument();
});
