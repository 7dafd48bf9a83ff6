export { IdCardAuth } from './IdCardAuth';
export { propsSchema, meta, type IdCardAuthProps, type IdCardAuthInput } from './props.schema';
export { demo } from './demo';
