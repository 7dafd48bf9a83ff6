export { CellList } from './CellList';
export { propsSchema, meta, type CellListProps, type CellListInput } from './props.schema';
export { demo } from './demo';
