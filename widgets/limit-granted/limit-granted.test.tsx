import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { LimitGranted, demo } from '.';

it('shows the granted amount inside the result card, under its heading', () => {
  render(<LimitGranted {...testProps(propsSchema, demo.props, demo.data)} />);
  const card = screen.getByRole('region', { name: '激活结果' });
  expect(within(card).getByText('恭喜，额度激活成功')).toBeInTheDocument();
  expect(within(card).getByLabelText('授信额度')).toHaveTextContent('20,000.00');
});
