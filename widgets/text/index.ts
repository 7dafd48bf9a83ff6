export { Text } from './Text';
export { propsSchema, meta, type TextProps, type TextInput } from './props.schema';
export { demo } from './demo';
