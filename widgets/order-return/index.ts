export { OrderReturn, CONFIRM_TEXT } from './OrderReturn';
export { propsSchema, dataSchema, meta, type OrderReturnProps, type OrderReturnInput, type ReturnOrder } from './props.schema';
export { demo } from './demo';
