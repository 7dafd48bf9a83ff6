import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { testProps } from '../shared/test-props';
import { ProductList, demo } from '.';

it('emits the tapped product as a product action', async () => {
  const p = testProps(demo.props, demo.data);
  render(<ProductList {...p} />);
  await userEvent.click(screen.getByText('随心借'));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'product', product: demo.data![0] });
});

it('shows a long list one page at a time', () => {
  const many = Array.from({ length: 30 }, (_, i) => ({ productId: `P${i}`, type: 'FORM' as const, name: `产品${i}` }));
  render(<ProductList {...testProps({ pageSize: 10 }, many)} />);
  expect(screen.getByText('产品9')).toBeInTheDocument();
  expect(screen.queryByText('产品10')).not.toBeInTheDocument();
});
