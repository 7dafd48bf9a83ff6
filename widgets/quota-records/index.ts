export { QuotaRecords } from './QuotaRecords';
export { propsSchema, meta, type QuotaRecordsProps, type QuotaPage } from './props.schema';
export { demo } from './demo';
