import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { Card, demo } from '.';

it('shows its title and body and emits its action from the header', async () => {
  const p = testProps(propsSchema, demo.props, undefined, [<p key="b">卡片内容</p>]);
  render(<Card {...p} />);
  expect(screen.getByText('卡片内容')).toBeInTheDocument();
  await userEvent.click(screen.getByText('我的额度'));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/limit/detail' });
});
