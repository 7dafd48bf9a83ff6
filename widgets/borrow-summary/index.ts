export { BorrowSummary } from './BorrowSummary';
export { propsSchema, dataSchema, meta, type BorrowSummaryProps, type BorrowSummaryInput } from './props.schema';
export { demo } from './demo';
