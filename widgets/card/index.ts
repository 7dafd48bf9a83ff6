export { Card } from './Card';
export { propsSchema, meta, type CardProps, type CardInput } from './props.schema';
export { demo } from './demo';
