import type { WidgetDemo } from '../demo-types';
import type { AssetData, AssetSummaryInput } from './props.schema';

export const demo: WidgetDemo<AssetSummaryInput, AssetData> = {
  props: { kind: 'points', links: [{ text: '积分明细', action: { kind: 'navigate', to: '/my/integral/detail' } }, { text: '积分兑换', action: { kind: 'navigate', to: '/my/integral/exchange' }, primary: true }] },
  data: { points: 2600, frozenPoints: 600 },
  expect: { text: '可用积分 2000' },
};
