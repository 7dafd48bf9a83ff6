export { UserCard } from './UserCard';
export { propsSchema, meta, type UserCardProps, type UserCardInput } from './props.schema';
export { demo } from './demo';
