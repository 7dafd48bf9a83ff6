export { RichText } from './RichText';
export { propsSchema, meta, type RichTextProps } from './props.schema';
export { demo } from './demo';
