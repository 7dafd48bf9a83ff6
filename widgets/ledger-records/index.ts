export { LedgerRecords, KIND_TEXT } from './LedgerRecords';
export { propsSchema, dataSchema, meta, type LedgerRecordsProps, type LedgerRecordsInput, type LedgerPage } from './props.schema';
export { demo } from './demo';
