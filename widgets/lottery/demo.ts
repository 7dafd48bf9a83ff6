import type { WidgetDemo } from '../demo-types';
import type { LotteryData, LotteryInput } from './props.schema';

export const demo: WidgetDemo<LotteryInput, LotteryData> = {
  props: { mode: 'wheel', buttonText: '立即抽奖' },
  data: {
    id: 1,
    title: '幸运大转盘',
    status: 'ONGOING',
    remaining: 3,
    dailyLimit: 3,
    costPoints: 0,
    rules: '每人每天可抽 3 次。',
    prizes: [
      { id: 101, name: '88 积分', kind: 'POINTS' },
      { id: 102, name: '5 元优惠券', kind: 'COUPON' },
      { id: 103, name: '谢谢参与', kind: 'NONE' },
      { id: 104, name: '无线蓝牙耳机', kind: 'GOODS' },
    ],
  },
  expect: { text: '立即抽奖' },
};
