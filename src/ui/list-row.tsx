import { List } from 'antd-mobile';
import type { ListItemProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import { pressProps } from './pressable';
import './list-row.css';

/** Props of ListRow: antd-mobile's List.Item's, with `onPress` in place of `onClick`; `aria-*` name and describe the row's button. */
export type ListRowProps = Omit<ListItemProps, 'onClick' | 'clickable'> & {
  /** What a press does; without it the row is a plain List.Item, not a button. */
  onPress?: (() => void) | undefined;
  /** Buttons of the row's own (去支付, 申请退款): drawn under it, beside the pressable part, never inside it. */
  actions?: ReactNode;
};

/**
 * A list row that opens or does something. antd-mobile draws a clickable List.Item as an `<a>`
 * without href: no focus, no role. This row is a button to the keyboard and to screen readers,
 * named by its text or its `aria-label` (`pressProps`), and keeps List.Item's look, arrow and
 * pressed shade. Buttons of the row's own go in `actions`, under the row and not inside it: a
 * button inside a button is read as one.
 */
export function ListRow({ onPress, disabled, actions, ...item }: ListRowProps) {
  // List.Item would put aria-* on the link it draws inside the button, where they name nothing.
  const aria = Object.fromEntries(Object.entries(item).filter(([key]) => key.startsWith('aria-')));
  const rest = Object.fromEntries(Object.entries(item).filter(([key]) => !key.startsWith('aria-'))) as typeof item;
  const row = onPress ? (
    <div {...pressProps(onPress, disabled)} {...aria} className="qsh-pressable qsh-list-row">
      <List.Item {...rest} {...(disabled ? { disabled } : {})} clickable />
    </div>
  ) : (
    <List.Item {...item} {...(disabled ? { disabled } : {})} />
  );
  if (!actions) return row;
  return (
    <div className="qsh-list-row-group">
      {row}
      <div className="qsh-list-row-actions">{actions}</div>
    </div>
  );
}
