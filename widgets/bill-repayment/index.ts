export { BillRepayment } from './BillRepayment';
export { propsSchema, dataSchema, meta, type BillRepaymentProps, type BillRepaymentInput } from './props.schema';
export { demo } from './demo';
