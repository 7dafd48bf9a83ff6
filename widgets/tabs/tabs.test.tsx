import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { TabsWidget, demo } from '.';

it('shows the child block of the active tab', async () => {
  render(<TabsWidget {...testProps(propsSchema, demo.props, undefined, [<p key="a">全部账单</p>, <p key="b">待还账单</p>])} />);
  expect(screen.getByText('全部账单')).toBeInTheDocument();
  await userEvent.click(screen.getByText('待还款'));
  expect(await screen.findByText('待还账单')).toBeInTheDocument();
});
