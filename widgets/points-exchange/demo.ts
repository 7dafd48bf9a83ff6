import type { WidgetDemo } from '../demo-types';
import type { ExchangeItems, PointsExchangeInput } from './props.schema';

export const demo: WidgetDemo<PointsExchangeInput, ExchangeItems> = {
  props: {},
  data: {
    list: [
      { id: 1, name: '5 元无门槛券', image: '/demo-img/ex-5.svg', points: 500, couponAmount: 500, couponThreshold: 0 },
      { id: 2, name: '10 元满减券', image: '/demo-img/ex-10.svg', points: 900, couponAmount: 1000, couponThreshold: 5000 },
    ],
  },
  expect: { text: '5 元无门槛券' },
};
