export { OrderDetail } from './OrderDetail';
export { propsSchema, dataSchema, meta, type OrderDetailProps, type OrderData } from './props.schema';
export { demo } from './demo';
