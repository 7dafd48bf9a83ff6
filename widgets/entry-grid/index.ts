export { EntryGrid } from './EntryGrid';
export { propsSchema, meta, ICON_NAMES, type EntryGridProps, type EntryGridInput } from './props.schema';
export { demo } from './demo';
