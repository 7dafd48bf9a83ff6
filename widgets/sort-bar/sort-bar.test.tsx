import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { SortBar, demo, propsSchema } from '.';

const open = (value: string) => {
  const p = testProps(propsSchema, { ...demo.props, value });
  render(<SortBar {...p} />);
  return p;
};

it('marks the current sort and puts a new one in the URL, keeping the other query, replacing the entry', async () => {
  const p = open('DEFAULT');
  expect(screen.getByRole('button', { name: '综合' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: '销量' }));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/goods-list', query: { categoryId: '1', sort: 'SALES' }, replace: true });
});

it('价格 goes low to high first, then high to low on the next tap', async () => {
  const p = open('PRICE_ASC');
  expect(screen.getByRole('button', { name: '价格从低到高' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: '价格从低到高' }));
  expect(p.onAction).toHaveBeenCalledWith(expect.objectContaining({ query: { categoryId: '1', sort: 'PRICE_DESC' } }));
});

it('tapping the sort already shown does nothing', async () => {
  const p = open('');
  await userEvent.click(screen.getByRole('button', { name: '综合' }));
  expect(p.onAction).not.toHaveBeenCalled();
});

it('leaves a kept parameter out of the URL when the page had none', async () => {
  const p = testProps(propsSchema, { to: '/goods-list', value: 'DEFAULT', query: { categoryId: '' } });
  render(<SortBar {...p} />);
  await userEvent.click(screen.getByRole('button', { name: '销量' }));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/goods-list', query: { sort: 'SALES' }, replace: true });
});
