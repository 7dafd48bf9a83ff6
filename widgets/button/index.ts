export { ButtonWidget } from './ButtonWidget';
export { propsSchema, meta, type ButtonProps } from './props.schema';
export { demo } from './demo';
