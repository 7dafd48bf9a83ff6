export { CellList } from './CellList';
export { propsSchema, meta, type CellListProps } from './props.schema';
export { demo } from './demo';
