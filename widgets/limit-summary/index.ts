export { LimitSummary } from './LimitSummary';
export { propsSchema, meta, type LimitSummaryProps, type LimitData } from './props.schema';
export { demo } from './demo';
