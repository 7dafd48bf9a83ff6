export { BankCardList } from './BankCardList';
export { propsSchema, dataSchema, meta, type BankCardListProps, type BankCardListInput, type BankCards } from './props.schema';
export { demo } from './demo';
