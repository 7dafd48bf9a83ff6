export { LimitDetail } from './LimitDetail';
export { propsSchema, meta, type LimitDetailProps, type LimitDetailInput, type LimitDetailData } from './props.schema';
export { demo } from './demo';
