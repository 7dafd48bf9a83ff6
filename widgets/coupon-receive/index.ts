export { CouponReceive } from './CouponReceive';
export { propsSchema, meta, dataSchema, type CouponReceiveProps, type CouponReceiveInput } from './props.schema';
export { demo } from './demo';
