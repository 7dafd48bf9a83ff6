export { LimitGranted } from './LimitGranted';
export { propsSchema, meta, type LimitGrantedProps, type LimitGrantedInput } from './props.schema';
export { demo } from './demo';
