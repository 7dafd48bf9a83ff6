import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { testProps } from '../../tests/support/test-props';
import { GoodsGallery, demo, propsSchema } from '.';

it('shows every picture named after the goods, with a counter that follows the swipe', () => {
  render(<GoodsGallery {...testProps(propsSchema, demo.props, demo.data)} />);
  expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['多功能空气炸锅 图1', '多功能空气炸锅 图2', '多功能空气炸锅 图3']);
  expect(screen.getByText('1/3')).toBeInTheDocument();
  const track = screen.getByRole('region', { name: '商品图片' }).firstElementChild as HTMLElement;
  Object.defineProperty(track, 'clientWidth', { value: 375 });
  track.scrollLeft = 750;
  fireEvent.scroll(track);
  expect(screen.getByText('3/3')).toBeInTheDocument();
});

it('shows no counter for one picture', () => {
  const cream = '/demo-img/goods-cream.svg';
  render(<GoodsGallery {...testProps(propsSchema, {}, { ...demo.data!, name: '保湿面霜', image: cream, images: [cream] })} />);
  expect(screen.getByRole('img', { name: '保湿面霜 图1' })).toBeInTheDocument();
  expect(screen.queryByText('1/1')).not.toBeInTheDocument();
});
