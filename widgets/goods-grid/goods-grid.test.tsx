import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { propsSchema } from './props.schema';
import { GoodsGrid, demo } from '.';

it('shows prices in yuan and navigates with the spuId on tap', async () => {
  const p = testProps(propsSchema, demo.props, demo.data);
  render(<GoodsGrid {...p} />);
  expect(screen.getByText('¥199.00')).toBeInTheDocument();
  await userEvent.click(screen.getByText('保温杯'));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/goods-list', query: { spuId: 'SPU1007' } });
});

it('a member sees the member price as the price, the list price struck through', () => {
  render(<GoodsGrid {...testProps(propsSchema, { ...demo.props, memberCardType: 'YEAR_CARD' }, [{ ...demo.data![1]!, price: 19900, memberPrice: 17900 }])} />);
  expect(screen.getByText('会员价 ¥179.00')).toBeInTheDocument();
  expect(screen.getByText('¥199.00').tagName).toBe('DEL');
});

it('in the list layout each picture is a whole square beside its name, not a strip cropped across the row', () => {
  const { container } = render(<GoodsGrid {...testProps(propsSchema, { ...demo.props, layout: 'list' }, demo.data)} />);
  const picture = container.querySelector<HTMLElement>('.adm-image')!;
  expect(picture.style.width).toBe('96px');
  expect(picture.style.height).toBe('96px');
});
