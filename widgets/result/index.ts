export { ResultWidget } from './ResultWidget';
export { propsSchema, meta, type ResultProps } from './props.schema';
export { demo } from './demo';
