import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { testProps } from '../shared/test-props';
import { Banner, demo } from '.';

it('emits the tapped ad as an ad action', () => {
  const p = testProps(demo.props, demo.data);
  render(<Banner {...p} />);
  fireEvent.click(screen.getAllByAltText('年中大促')[0]!);
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'ad', ad: demo.data![1] });
});
