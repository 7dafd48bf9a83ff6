export { PointsExchange } from './PointsExchange';
export { propsSchema, dataSchema, meta, type PointsExchangeProps, type PointsExchangeInput, type ExchangeItems } from './props.schema';
export { demo } from './demo';
