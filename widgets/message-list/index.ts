export { MessageList } from './MessageList';
export { propsSchema, meta, type MessageListProps, type MessageListInput, type Message, type MessagePage } from './props.schema';
export { demo } from './demo';
