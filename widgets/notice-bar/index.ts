export { NoticeBar } from './NoticeBar';
export { propsSchema, meta, type NoticeBarProps, type NoticeBarInput, type Notice } from './props.schema';
export { demo } from './demo';
