export { ImageWidget } from './ImageWidget';
export { propsSchema, meta, type ImageProps } from './props.schema';
export { demo } from './demo';
