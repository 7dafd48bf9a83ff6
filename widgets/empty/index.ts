export { Empty } from './Empty';
export { propsSchema, meta, type EmptyProps, type EmptyInput } from './props.schema';
export { demo } from './demo';
