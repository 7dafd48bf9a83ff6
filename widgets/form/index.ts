export { FormWidget } from './FormWidget';
export { propsSchema, meta, type FormProps } from './props.schema';
export { demo } from './demo';
