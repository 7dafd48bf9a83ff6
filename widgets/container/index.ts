export { Container } from './Container';
export { propsSchema, meta, type ContainerProps } from './props.schema';
export { demo } from './demo';
