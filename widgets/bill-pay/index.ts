export { BillPay } from './BillPay';
export { propsSchema, dataSchema, meta, type BillPayProps, type BillPayInput } from './props.schema';
export { demo } from './demo';
