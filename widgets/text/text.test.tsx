import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { Text, demo } from '.';

it('shows its text', () => {
  render(<Text {...testProps(propsSchema, demo.props)} />);
  expect(screen.getByText('额度有效期 12 个月')).toBeInTheDocument();
});
