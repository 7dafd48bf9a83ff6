export { AccountCancel } from './AccountCancel';
export { propsSchema, meta, type AccountCancelProps, type AccountCancelInput } from './props.schema';
export { demo } from './demo';
