import type { WidgetDemo } from '../demo-types';
import type { GoodsShowcaseInput, ShowcaseItem } from './props.schema';

export const demo: WidgetDemo<GoodsShowcaseInput, ShowcaseItem[]> = {
  props: {
    title: '0元购 限时抢',
    layout: 'column',
    badges: [{ text: '0元购', field: 'preferentialType', equals: 'ZERO_BUY' }, { text: '限时' }],
    stockHint: { below: 20 },
    buttonText: '立即抢购',
    link: { kind: 'navigate', to: '/goods/detail' },
  },
  data: [
    { spuId: 'SPU1008', name: '20000mAh 快充充电宝', image: '/demo-img/goods-powerbank.svg', price: 0, memberPrice: 0, stock: 12, preferentialType: 'ZERO_BUY' },
    { spuId: 'SPU1001', name: '星耀 X20 5G 智能手机', image: '/demo-img/goods-phone.svg', price: 299900, memberPrice: 289900, stock: 50, preferentialType: 'MEMBER_PRICE', tags: ['会员价'] },
  ],
  expect: { text: '20000mAh 快充充电宝' },
};
