export { UserCard } from './UserCard';
export { propsSchema, meta, type UserCardProps } from './props.schema';
export { demo } from './demo';
