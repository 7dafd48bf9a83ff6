export { LoanDetailView } from './LoanDetailView';
export { propsSchema, dataSchema, meta, type LoanDetailProps, type LoanDetailInput } from './props.schema';
export { demo } from './demo';
