import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { testProps } from '../shared/test-props';
import { Card, demo } from '.';

it('shows its title and body and emits its action from the header', async () => {
  const p = testProps(demo.props, undefined, [<p key="b">卡片内容</p>]);
  render(<Card {...p} />);
  expect(screen.getByText('卡片内容')).toBeInTheDocument();
  await userEvent.click(screen.getByText('我的额度'));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/limit/detail' });
});
