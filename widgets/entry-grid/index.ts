export { EntryGrid } from './EntryGrid';
export { propsSchema, meta, ICON_NAMES, type EntryGridProps } from './props.schema';
export { demo } from './demo';
