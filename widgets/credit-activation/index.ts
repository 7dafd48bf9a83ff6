export { CreditActivation } from './CreditActivation';
export { propsSchema, meta, type CreditActivationProps, type CreditActivationInput } from './props.schema';
export { demo } from './demo';
