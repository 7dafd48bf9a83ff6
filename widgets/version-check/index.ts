export { VersionCheck } from './VersionCheck';
export { propsSchema, meta, type VersionCheckProps, type VersionCheckInput } from './props.schema';
export { demo } from './demo';
