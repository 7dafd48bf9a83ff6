export { CreditActivation } from './CreditActivation';
export { propsSchema, meta, type CreditActivationProps } from './props.schema';
export { demo } from './demo';
