export { BankCardAdd } from './BankCardAdd';
export { propsSchema, meta, type BankCardAddProps, type BankCardAddInput } from './props.schema';
export { demo } from './demo';
