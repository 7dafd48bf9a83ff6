export { MessageList } from './MessageList';
export { propsSchema, meta, type MessageListProps, type Message, type MessagePage } from './props.schema';
export { demo } from './demo';
