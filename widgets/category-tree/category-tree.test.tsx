import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { CategoryTree, demo, propsSchema } from '.';

it('shows the first category\'s sub-categories; a tap goes to the category list with its categoryId', async () => {
  const p = testProps(propsSchema, demo.props, demo.data);
  render(<CategoryTree {...p} />);
  expect(screen.getByRole('button', { name: '耳机音箱' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '手机' }));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/goods-list/goodsByCategoryId', query: { categoryId: 5 } });
});

it('choosing a category on the rail shows its sub-categories; 全部 opens the whole category', async () => {
  const p = testProps(propsSchema, demo.props, demo.data);
  render(<CategoryTree {...p} />);
  await userEvent.click(screen.getByText('家电'));
  expect(screen.getByRole('button', { name: '厨房电器' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '手机' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '全部家电' }));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/goods-list/goodsByCategoryId', query: { categoryId: 2 } });
});

it('keeps the link\'s own query beside the categoryId', async () => {
  const p = testProps(propsSchema, { link: { kind: 'navigate', to: '/goods-list', query: { sort: 'SALES' } }, showAll: false }, demo.data);
  render(<CategoryTree {...p} />);
  expect(screen.queryByRole('button', { name: '全部数码' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '手机' }));
  expect(p.onAction).toHaveBeenCalledWith({ kind: 'navigate', to: '/goods-list', query: { sort: 'SALES', categoryId: 5 } });
});

it('the rail is a tab list a keyboard uses: the open category is its one Tab stop, Down opens the next, and the panel is named by it', async () => {
  const p = testProps(propsSchema, demo.props, demo.data);
  render(<CategoryTree {...p} />);
  const rail = screen.getByRole('tablist', { name: '商品分类' });
  expect(rail).toHaveAttribute('aria-orientation', 'vertical');
  await userEvent.tab();
  expect(screen.getByRole('tab', { name: '数码' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: '数码' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('tab', { name: '家电' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: '家电' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: '家电' })).toContainElement(screen.getByRole('button', { name: '厨房电器' }));
  await userEvent.tab();
  expect(screen.getByRole('button', { name: '全部家电' })).toHaveFocus();
});
