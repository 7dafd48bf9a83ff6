export { BillPayResult } from './BillPayResult';
export { propsSchema, meta, type BillPayResultProps, type BillPayResultInput } from './props.schema';
export { demo } from './demo';
