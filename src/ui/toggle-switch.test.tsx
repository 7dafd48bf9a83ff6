import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { ToggleSwitch } from './toggle-switch';

function Held({ disabled }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <>
      <label htmlFor="default">设为默认地址</label>
      <ToggleSwitch id="default" label="设为默认地址" checked={on} onChange={setOn} disabled={disabled} />
    </>
  );
}

it('a switch is one Tab stop that Space and Enter turn, and it tells whether it is on', async () => {
  render(<Held />);
  const toggle = screen.getByRole('switch', { name: '设为默认地址' });
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  await userEvent.tab();
  expect(toggle).toHaveFocus();
  await userEvent.keyboard(' ');
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  await userEvent.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-checked', 'false');
});

it('a tap on the switch or on its field label turns it', async () => {
  render(<Held />);
  const toggle = screen.getByRole('switch', { name: '设为默认地址' });
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  await userEvent.click(screen.getByText('设为默认地址'));
  expect(toggle).toHaveAttribute('aria-checked', 'false');
});

it('a disabled switch takes no focus and does not turn', async () => {
  render(<Held disabled />);
  const toggle = screen.getByRole('switch', { name: '设为默认地址' });
  await userEvent.tab();
  expect(toggle).not.toHaveFocus();
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-checked', 'false');
});
