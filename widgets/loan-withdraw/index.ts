export { LoanWithdraw } from './LoanWithdraw';
export { propsSchema, dataSchema, meta, type LoanWithdrawProps, type LoanWithdrawInput } from './props.schema';
export { demo } from './demo';
