import type { WidgetDemo } from '../demo-types';
import type { BalanceRechargeInput } from './props.schema';

export const demo: WidgetDemo<BalanceRechargeInput> = { props: {}, expect: { text: '立即充值' } };
