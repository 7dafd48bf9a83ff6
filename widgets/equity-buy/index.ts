export { EquityBuy } from './EquityBuy';
export { propsSchema, dataSchema, meta, type EquityBuyProps, type EquityBuyInput } from './props.schema';
export { demo } from './demo';
