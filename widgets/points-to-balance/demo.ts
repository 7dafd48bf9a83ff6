import type { WidgetDemo } from '../demo-types';
import type { PointsData, PointsToBalanceInput } from './props.schema';

export const demo: WidgetDemo<PointsToBalanceInput, PointsData> = { props: {}, data: { points: 2650, frozenPoints: 0 }, expect: { text: '可用积分 2650' } };
