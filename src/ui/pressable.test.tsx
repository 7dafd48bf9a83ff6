import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { List } from 'antd-mobile';
import { describe, expect, it, vi } from 'vitest';
import { ListRow } from './list-row';
import { Pressable } from './pressable';

describe('a tappable row is a button to the keyboard and to screen readers', () => {
  it('is reached with Tab, named by its text, and pressed by a tap, Enter or Space', async () => {
    const onPress = vi.fn();
    render(
      <List>
        <ListRow extra="2张" onPress={onPress}>银行卡</ListRow>
      </List>,
    );
    const row = screen.getByRole('button', { name: /银行卡/ });
    await userEvent.tab();
    expect(row).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByText('2张'));
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('a disabled row says so, is skipped by Tab and presses nothing', async () => {
    const onPress = vi.fn();
    render(
      <List>
        <ListRow onPress={onPress} disabled>注销账户</ListRow>
      </List>,
    );
    const row = screen.getByRole('button', { name: '注销账户' });
    expect(row).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    expect(row).not.toHaveFocus();
    await userEvent.click(screen.getByText('注销账户'));
    row.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('a row without onPress is a plain row, not a button', () => {
    render(
      <List>
        <ListRow extra="138****0000">手机号</ListRow>
      </List>,
    );
    expect(screen.getByText('手机号')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the row’s own buttons sit beside it, not inside it, and pressing one does not open the row', async () => {
    const open = vi.fn();
    const pay = vi.fn();
    render(
      <List>
        <ListRow onPress={open} description="2026-11-01 10:00" actions={<button type="button" onClick={pay}>去支付</button>}>
          星耀 X20
        </ListRow>
      </List>,
    );
    const row = screen.getByRole('button', { name: /星耀 X20/ });
    const button = screen.getByRole('button', { name: '去支付' });
    expect(row).not.toContainElement(button);
    await userEvent.click(button);
    expect(pay).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(pay).toHaveBeenCalledTimes(2);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('a tappable area (a tile, a card, a picture)', () => {
  it('is a focusable button that Enter and Space press; its label, when given, is its name', async () => {
    const onPress = vi.fn();
    render(
      <Pressable onPress={onPress} label="新人专享">
        <img src="/a.png" alt="" />
      </Pressable>,
    );
    const area = screen.getByRole('button', { name: '新人专享' });
    area.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('a key pressed in a field inside it is the field’s, not a press', async () => {
    const onPress = vi.fn();
    render(
      <Pressable onPress={onPress}>
        <input aria-label="数量" />
      </Pressable>,
    );
    screen.getByLabelText('数量').focus();
    await userEvent.keyboard('2{Enter} ');
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByLabelText('数量')).toHaveValue('2 ');
  });

  it('without onPress it is a plain box', () => {
    render(<Pressable>内容</Pressable>);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('内容')).toBeInTheDocument();
  });
});
