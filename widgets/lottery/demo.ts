import type { WidgetDemo } from '../demo-types';
import type { LotteryData, LotteryInput } from './props.schema';

export const demo: WidgetDemo<LotteryInput, LotteryData> = {
  props: { mode: 'wheel', buttonText: '立即抽奖' },
  data: {
    id: 1,
    kind: 'WHEEL',
    title: '幸运大转盘',
    startTime: '2026-01-01 00:00:00',
    endTime: '2030-12-31 23:59:59',
    serverTime: '2026-06-01 10:00:00',
    status: 'ONGOING',
    remaining: 3,
    dailyLimit: 3,
    costPoints: 0,
    rules: '每人每天可抽 3 次。',
    prizes: [
      { id: 101, image: '/demo-img/p1.svg', name: '88 积分', kind: 'POINTS' },
      { id: 102, image: '/demo-img/p2.svg', name: '5 元优惠券', kind: 'COUPON' },
      { id: 103, image: '/demo-img/p3.svg', name: '谢谢参与', kind: 'NONE' },
      { id: 104, image: '/demo-img/p4.svg', name: '无线蓝牙耳机', kind: 'GOODS' },
    ],
  },
  expect: { text: '立即抽奖' },
};
