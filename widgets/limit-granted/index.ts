export { LimitGranted } from './LimitGranted';
export { propsSchema, meta, type LimitGrantedProps } from './props.schema';
export { demo } from './demo';
