export { PayResult } from './PayResult';
export { propsSchema, meta, type PayResultProps, type PayState } from './props.schema';
export { demo } from './demo';
