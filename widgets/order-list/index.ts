export { OrderList } from './OrderList';
export { propsSchema, dataSchema, meta, type OrderListProps, type OrderItem, type OrderPage } from './props.schema';
export { demo } from './demo';
