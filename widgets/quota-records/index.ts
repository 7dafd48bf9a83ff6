export { QuotaRecords } from './QuotaRecords';
export { propsSchema, meta, type QuotaRecordsProps, type QuotaRecordsInput, type QuotaPage } from './props.schema';
export { demo } from './demo';
