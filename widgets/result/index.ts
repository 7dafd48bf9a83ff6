export { ResultWidget } from './ResultWidget';
export { propsSchema, meta, type ResultProps, type ResultInput } from './props.schema';
export { demo } from './demo';
