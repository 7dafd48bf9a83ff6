export { LoanOrder } from './LoanOrder';
export { propsSchema, meta, type LoanOrderProps, type LoanOrderInput } from './props.schema';
export { demo } from './demo';
