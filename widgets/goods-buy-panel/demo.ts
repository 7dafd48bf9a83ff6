import type { WidgetDemo } from '../demo-types';
import type { GoodsBuyPanelInput, GoodsDetail } from './props.schema';

const sku = (n: number, colour: string, size: string, price: number, memberPrice: number, stock: number) => ({
  skuId: `SPU1001-${n}`, specs: [{ name: '颜色', value: colour }, { name: '容量', value: size }], price, memberPrice, payPrice: price, stock,
});

export const demo: WidgetDemo<GoodsBuyPanelInput, GoodsDetail> = {
  props: {},
  data: {
    spuId: 'SPU1001', name: '星耀 X20 5G 智能手机', image: '/demo-img/goods-phone.svg', images: ['/demo-img/goods-phone.svg', '/demo-img/goods-phone-2.svg'],
    price: 299900, memberPrice: 289900, payPrice: 299900, regionType: 'RECOMMEND', preferentialType: 'MEMBER_PRICE', cardType: 'YEAR_CARD', categoryId: 5,
    stock: 40, purchaseLimit: 2, sales: 1832, description: '6.7 英寸 120Hz 护眼屏，5000 mAh 大电池，66W 快充，5000 万像素主摄。',
    skus: [
      sku(1, '曜石黑', '12GB+256GB', 299900, 289900, 15),
      sku(2, '曜石黑', '12GB+512GB', 339900, 329900, 10),
      sku(3, '冰川蓝', '12GB+256GB', 299900, 289900, 15),
      sku(4, '冰川蓝', '12GB+512GB', 339900, 329900, 0),
    ],
  },
  expect: { text: '星耀 X20 5G 智能手机' },
};
