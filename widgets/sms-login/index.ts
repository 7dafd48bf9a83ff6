export { SmsLogin } from './SmsLogin';
export { propsSchema, meta, type SmsLoginProps, type SmsLoginInput } from './props.schema';
export { redirectAction } from './redirect';
export { demo } from './demo';
