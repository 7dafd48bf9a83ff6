export { BalanceWithdraw, OVER_BALANCE } from './BalanceWithdraw';
export { propsSchema, dataSchema, meta, type BalanceWithdrawProps, type BalanceWithdrawInput, type BalanceData } from './props.schema';
export { demo } from './demo';
