import type { WidgetDemo } from '../demo-types';
import type { Equities, EquityListInput } from './props.schema';

export const demo: WidgetDemo<EquityListInput, Equities> = {
  props: { memberCardType: 'YEAR_CARD' },
  data: {
    list: [
      { id: 1, name: '视频会员月卡', image: '/demo-img/eq-video.svg', description: '主流视频平台会员 1 个月', price: 1500, memberOnly: 'Y' },
      { id: 3, name: '京东E卡 50 元', image: '/demo-img/eq-jd.svg', description: '卡密发放，可在卡密页提取', price: 4800, memberOnly: 'N' },
    ],
  },
  expect: { text: '视频会员月卡' },
};
