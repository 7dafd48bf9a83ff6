export { AccountInfo } from './AccountInfo';
export { propsSchema, meta, type AccountInfoProps, type AccountInfoInput } from './props.schema';
export { demo } from './demo';
