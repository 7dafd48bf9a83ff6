export { Text } from './Text';
export { propsSchema, meta, type TextProps } from './props.schema';
export { demo } from './demo';
