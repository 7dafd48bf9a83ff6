import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { mockIntersectionObserver } from '../../tests/support/intersection-mock';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { ImageWidget, demo } from '.';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('loads the image once it scrolls into view and emits its action on tap', async () => {
  mockIntersectionObserver(true);
  const p = testProps(propsSchema, demo.props);
  await act(async () => {
    render(<ImageWidget {...p} />);
  });
  const image = await screen.findByAltText('开通会员');
  await userEvent.click(image);
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/member' });
});
