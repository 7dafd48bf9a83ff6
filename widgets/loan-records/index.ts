export { LoanRecords } from './LoanRecords';
export { propsSchema, dataSchema, meta, type LoanRecordsProps, type LoanRecordsInput, type LoanPage } from './props.schema';
export { demo } from './demo';
