export { Card } from './Card';
export { propsSchema, meta, type CardProps } from './props.schema';
export { demo } from './demo';
