import type { WidgetDemo } from '../demo-types';
import type { Goods, GoodsGridInput } from './props.schema';

export const demo: WidgetDemo<GoodsGridInput, Goods[]> = {
  props: { layout: 'grid', link: { kind: 'navigate', to: '/goods-list' } },
  data: [
    { spuId: 11, name: '蓝牙耳机', price: 19900, memberPrice: 17900 },
    { spuId: 12, name: '保温杯', price: 5900 },
  ],
  expect: { text: '蓝牙耳机' },
};
