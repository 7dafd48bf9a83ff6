import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { NoticeBar, demo } from '.';

it('shows every notice in one scrolling line', () => {
  render(<NoticeBar {...testProps(propsSchema, demo.props, demo.data)} />);
  expect(screen.getByText(/会员日全场 9 折.*新用户首单立减 20 元/)).toBeInTheDocument();
});

/** A stand-in for the system's motion setting that the test can change while the page is open. */
function motionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return reduce;
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  vi.stubGlobal('matchMedia', (query: string) => (query === '(prefers-reduced-motion: reduce)' ? list : { matches: false, addEventListener() {}, removeEventListener() {} }));
  return {
    set(next: boolean) {
      reduce = next;
      act(() => listeners.forEach((fn) => fn()));
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it('stands still on several lines for a customer who asked for reduced motion, and follows a change of the setting', () => {
  const setting = motionSetting(true);
  const { container } = render(<NoticeBar {...testProps(propsSchema, demo.props, demo.data)} />);
  const bar = container.querySelector('.adm-notice-bar');
  expect(bar).toHaveClass('adm-notice-bar-wrap');
  expect(screen.getByText(/会员日全场 9 折.*新用户首单立减 20 元/)).toBeInTheDocument();
  setting.set(false);
  expect(bar).not.toHaveClass('adm-notice-bar-wrap');
});

it('scrolls on one line when the system asks for no less motion', () => {
  motionSetting(false);
  const { container } = render(<NoticeBar {...testProps(propsSchema, demo.props, demo.data)} />);
  expect(container.querySelector('.adm-notice-bar')).not.toHaveClass('adm-notice-bar-wrap');
});
