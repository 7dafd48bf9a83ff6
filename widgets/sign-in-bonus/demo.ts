import type { WidgetDemo } from '../demo-types';
import type { SignInBonusInput, SignInData } from './props.schema';

const POINTS = [10, 10, 20, 20, 30, 30, 50];
export const demo: WidgetDemo<SignInBonusInput, SignInData> = {
  props: {},
  data: { signedToday: 'N', streak: 2, points: 2600, days: POINTS.map((p, i) => ({ day: i + 1, points: p, signed: i < 2 ? 'Y' : 'N' })) },
  expect: { text: '立即签到' },
};
