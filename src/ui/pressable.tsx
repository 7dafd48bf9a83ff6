import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import './pressable.css';

/**
 * What makes an element a button to the keyboard and to screen readers as well as to a finger: the
 * button role, a place in the tab order, and Enter or Space pressing it (a key pressed inside it,
 * in a field or a button of its own, is left alone). Disabled, it says so and presses nothing.
 */
export function pressProps(onPress: () => void, disabled = false) {
  return {
    role: 'button' as const,
    tabIndex: disabled ? -1 : 0,
    ...(disabled ? { 'aria-disabled': true } : {}),
    onClick: disabled ? undefined : onPress,
    onKeyDown: (event: KeyboardEvent) => {
      if (disabled || event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
      // Space would scroll the page.
      event.preventDefault();
      onPress();
    },
  };
}

/** Props of Pressable. */
export interface PressableProps {
  /** What a press does; without it the area is a plain box, not a button. */
  onPress?: (() => void) | undefined;
  children: ReactNode;
  /** The name read out; without it, the text inside. */
  label?: string;
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * A tappable area that is not a button to look at (a goods tile, a card, an ad picture): a `div` with
 * the button role, focus, Enter and Space (`pressProps`), and a focus ring for the keyboard.
 */
export function Pressable({ onPress, children, label, disabled, className, style }: PressableProps) {
  if (!onPress) return <div className={className} style={style}>{children}</div>;
  return (
    <div {...pressProps(onPress, disabled)} aria-label={label} className={['qsh-pressable', className].filter(Boolean).join(' ')} style={style}>
      {children}
    </div>
  );
}
