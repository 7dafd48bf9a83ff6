export { AssetSummary, FROZEN_NOTE } from './AssetSummary';
export { propsSchema, dataSchema, meta, type AssetSummaryProps, type AssetSummaryInput, type AssetData } from './props.schema';
export { demo } from './demo';
