export { ConfigLink } from './ConfigLink';
export { propsSchema, meta, type ConfigLinkProps, type ConfigLinkInput } from './props.schema';
export { demo } from './demo';
