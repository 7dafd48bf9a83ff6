export { FormWidget } from './FormWidget';
export { propsSchema, meta, type FormProps, type FormInput } from './props.schema';
export { demo } from './demo';
