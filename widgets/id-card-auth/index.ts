export { IdCardAuth } from './IdCardAuth';
export { propsSchema, meta, type IdCardAuthProps } from './props.schema';
export { demo } from './demo';
