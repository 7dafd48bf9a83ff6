export { AddressList } from './AddressList';
export { propsSchema, meta, type AddressListProps, type AddressListInput, type Address } from './props.schema';
export { demo } from './demo';
