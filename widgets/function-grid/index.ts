export { FunctionGrid } from './FunctionGrid';
export { propsSchema, meta, type FunctionGridProps, type FunctionGridInput, type GridEntry } from './props.schema';
export { demo } from './demo';
