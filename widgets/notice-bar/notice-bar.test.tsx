import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { NoticeBar, demo } from '.';

it('shows every notice in one scrolling line', () => {
  render(<NoticeBar {...testProps(propsSchema, demo.props, demo.data)} />);
  expect(screen.getByText(/会员日全场 9 折.*新用户首单立减 20 元/)).toBeInTheDocument();
});
