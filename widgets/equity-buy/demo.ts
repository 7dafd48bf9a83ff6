import type { WidgetDemo } from '../demo-types';
import type { Equities } from '../equity-list/props.schema';
import type { EquityBuyInput } from './props.schema';

export const demo: WidgetDemo<EquityBuyInput, Equities> = {
  props: { id: '1', hasVip: 'Y' },
  data: { list: [{ id: 1, name: '视频会员月卡', image: '/demo-img/eq-video.svg', description: '主流视频平台会员 1 个月', price: 1500, memberOnly: 'Y' }] },
  expect: { text: '视频会员月卡' },
};
