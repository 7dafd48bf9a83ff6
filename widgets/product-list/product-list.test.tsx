import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { ProductList, demo } from '.';

it('emits the tapped product as a product action', async () => {
  const p = testProps(propsSchema, demo.props, demo.data);
  render(<ProductList {...p} />);
  await userEvent.click(screen.getByText('随心借'));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'product', product: demo.data![0] });
});

it('shows the whole list of a source that does not page, with no foot', () => {
  const many = Array.from({ length: 30 }, (_, i) => ({ ...demo.data![0]!, id: i + 1, productId: `P${i}`, name: `产品${i}` }));
  render(<ProductList {...testProps(propsSchema, {}, many)} />);
  expect(screen.getByText('产品29')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
