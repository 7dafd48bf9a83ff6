export { BillList } from './BillList';
export { propsSchema, dataSchema, meta, type BillListProps, type BillListInput } from './props.schema';
export { demo } from './demo';
