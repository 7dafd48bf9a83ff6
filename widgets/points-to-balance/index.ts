export { PointsToBalance } from './PointsToBalance';
export { propsSchema, dataSchema, meta, type PointsToBalanceProps, type PointsToBalanceInput, type PointsData } from './props.schema';
export { demo } from './demo';
