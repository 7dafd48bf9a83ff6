import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { Empty } from '.';

it('says 暂无数据 by default and the given text otherwise', () => {
  const { rerender } = render(<Empty {...testProps(propsSchema, {})} />);
  expect(screen.getByText('暂无数据')).toBeInTheDocument();
  rerender(<Empty {...testProps(propsSchema, { title: '还没有订单' })} />);
  expect(screen.getByText('还没有订单')).toBeInTheDocument();
});
