export { ProductOrder } from './ProductOrder';
export { propsSchema, meta, type ProductOrderProps } from './props.schema';
export { demo } from './demo';
