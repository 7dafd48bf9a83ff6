export { OrderCheckout } from './OrderCheckout';
export { propsSchema, meta, type OrderCheckoutProps } from './props.schema';
export { demo } from './demo';
