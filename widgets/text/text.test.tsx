import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { testProps } from '../shared/test-props';
import { Text, demo } from '.';

it('shows its text', () => {
  render(<Text {...testProps(demo.props)} />);
  expect(screen.getByText('额度有效期 12 个月')).toBeInTheDocument();
});
