import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { EntryGrid, ICON_NAMES, demo } from '.';
import { ICONS } from './icons';

it('emits the tapped entry action, in grid and list layout', async () => {
  for (const layout of ['grid', 'list'] as const) {
    const p = testProps(propsSchema, { ...demo.props, layout });
    const { unmount } = render(<EntryGrid {...p} />);
    await userEvent.click(screen.getByText('银行卡'));
    expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/my/bankcard' });
    unmount();
  }
});

it('has an icon for every icon name', () => {
  for (const name of ICON_NAMES) expect(ICONS[name], name).toBeDefined();
});
