import type { WidgetDemo } from '../demo-types';
import type { Goods, GoodsGridInput } from './props.schema';

export const demo: WidgetDemo<GoodsGridInput, Goods[]> = {
  props: { layout: 'grid', link: { kind: 'navigate', to: '/goods-list' } },
  data: [
    { spuId: 'SPU1002', name: '蓝牙耳机', image: '/demo-img/goods-earbuds.svg', price: 19900, memberPrice: 17900, regionType: 'RECOMMEND', preferentialType: 'MEMBER_PRICE', cardType: 'QUARTER_CARD', categoryId: 7, stock: 200, sales: 5210 },
    { spuId: 'SPU1007', name: '保温杯', image: '/demo-img/goods-cup.svg', price: 5900, memberPrice: 4900, regionType: 'RECOMMEND', preferentialType: 'MEMBER_PRICE', cardType: 'EXP_CARD', categoryId: 14, stock: 160, sales: 3120 },
  ],
  expect: { text: '蓝牙耳机' },
};
