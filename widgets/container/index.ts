export { Container } from './Container';
export { propsSchema, meta, type ContainerProps, type ContainerInput } from './props.schema';
export { demo } from './demo';
