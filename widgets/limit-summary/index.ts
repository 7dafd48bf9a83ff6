export { LimitSummary } from './LimitSummary';
export { propsSchema, meta, type LimitSummaryProps, type LimitSummaryInput, type LimitData } from './props.schema';
export { demo } from './demo';
