export { AuthCallback } from './AuthCallback';
export { propsSchema, meta, type AuthCallbackProps, type AuthCallbackInput } from './props.schema';
export { demo } from './demo';
