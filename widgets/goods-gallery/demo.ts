import type { WidgetDemo } from '../demo-types';
import type { GalleryGoods, GoodsGalleryInput } from './props.schema';

export const demo: WidgetDemo<GoodsGalleryInput, GalleryGoods> = {
  props: {},
  data: { name: '多功能空气炸锅', images: ['/demo-img/goods-fryer.svg', '/demo-img/goods-fryer-2.svg', '/demo-img/goods-fryer-3.svg'] },
  expect: { alt: '多功能空气炸锅 图1' },
};
