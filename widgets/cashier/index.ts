export { Cashier } from './Cashier';
export { propsSchema, meta, type CashierProps, type CashierInfo } from './props.schema';
export { demo } from './demo';
