export { CouponList } from './CouponList';
export { propsSchema, dataSchema, meta, type CouponListProps, type CouponListInput, type Coupons } from './props.schema';
export { demo } from './demo';
