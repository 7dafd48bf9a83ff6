import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { ButtonWidget, demo } from '.';

it('emits its action when tapped', async () => {
  const p = testProps(propsSchema, { text: '联系客服', action: { kind: 'call', phone: '4000000000' } as const });
  render(<ButtonWidget {...p} />);
  await userEvent.click(screen.getByRole('button', { name: '联系客服' }));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'call', phone: '4000000000' });
  expect(demo.props.action.kind).toBe('navigate');
});
