export { ImageWidget } from './ImageWidget';
export { propsSchema, meta, type ImageProps, type ImageInput } from './props.schema';
export { demo } from './demo';
