export { EquityList } from './EquityList';
export { propsSchema, dataSchema, meta, type EquityListProps, type EquityListInput, type Equities, type Equity } from './props.schema';
export { demo } from './demo';
