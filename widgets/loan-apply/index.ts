export { LoanApply } from './LoanApply';
export { propsSchema, dataSchema, meta, type LoanApplyProps, type LoanApplyInput } from './props.schema';
export { demo } from './demo';
