import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { CellList, demo } from '.';

it('emits the cell action on tap', async () => {
  const p = testProps(propsSchema, demo.props);
  render(<CellList {...p} />);
  await userEvent.click(screen.getByText('银行卡'));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bankcard' });
});
