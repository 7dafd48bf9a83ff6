export { TopupRecords } from './TopupRecords';
export { propsSchema, dataSchema, meta, type TopupRecordsProps, type TopupRecordsInput, type OrderPage } from './props.schema';
export { demo } from './demo';
