import type { WidgetDemo } from '../demo-types';
import type { BalanceData, BalanceWithdrawInput } from './props.schema';

export const demo: WidgetDemo<BalanceWithdrawInput, BalanceData> = { props: {}, data: { balance: 50000, withdrawable: 50000 }, expect: { text: '银行卡' } };
