export { RichText } from './RichText';
export { propsSchema, meta, type RichTextProps, type RichTextInput } from './props.schema';
export { demo } from './demo';
