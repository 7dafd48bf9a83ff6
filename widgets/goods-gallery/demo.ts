import type { WidgetDemo } from '../demo-types';
import type { GalleryGoods, GoodsGalleryInput } from './props.schema';

export const demo: WidgetDemo<GoodsGalleryInput, GalleryGoods> = {
  props: {},
  data: {
    spuId: 'SPU1004', name: '多功能空气炸锅', image: '/demo-img/goods-fryer.svg', images: ['/demo-img/goods-fryer.svg', '/demo-img/goods-fryer-2.svg', '/demo-img/goods-fryer-3.svg'],
    price: 39900, memberPrice: 35900, payPrice: 39900, regionType: 'RECOMMEND', preferentialType: 'MEMBER_PRICE', cardType: 'YEAR_CARD', categoryId: 6, stock: 120,
    description: '5L 大容量，无油少烟，一键菜单。', purchaseLimit: 5, sales: 2310,
    skus: [{ skuId: 'SPU1004-1', specs: [{ name: '颜色', value: '奶油白' }], price: 39900, memberPrice: 35900, payPrice: 39900, stock: 120 }],
  },
  expect: { alt: '多功能空气炸锅 图1' },
};
