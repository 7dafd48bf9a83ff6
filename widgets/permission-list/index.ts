export { PermissionList } from './PermissionList';
export { propsSchema, meta, type PermissionListProps, type PermissionListInput } from './props.schema';
export { demo } from './demo';
