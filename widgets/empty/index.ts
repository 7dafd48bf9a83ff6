export { Empty } from './Empty';
export { propsSchema, meta, type EmptyProps } from './props.schema';
export { demo } from './demo';
