export { ButtonWidget } from './ButtonWidget';
export { propsSchema, meta, type ButtonProps, type ButtonInput } from './props.schema';
export { demo } from './demo';
