import { vi } from 'vitest';
import type { WidgetProps } from '../types';

/** WidgetProps for rendering a widget on its own in a test; `onAction` records actions. */
export function testProps<P, D = never>(props: P, data?: D, slots: WidgetProps<P, D>['slots'] = []) {
  const onAction = vi.fn();
  const state = { pointer: '/blocks/0', reload: vi.fn(), request: vi.fn(() => Promise.resolve({})) };
  return { props, data, onAction, state, slots } satisfies WidgetProps<P, D>;
}
