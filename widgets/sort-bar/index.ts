export { SortBar } from './SortBar';
export { propsSchema, meta, type SortBarProps, type SortBarInput } from './props.schema';
export { demo } from './demo';
