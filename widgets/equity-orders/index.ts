export { EquityOrders } from './EquityOrders';
export { propsSchema, dataSchema, meta, type EquityOrdersProps, type EquityOrdersInput, type EquityOrderPage } from './props.schema';
export { demo } from './demo';
