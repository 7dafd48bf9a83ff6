export { GoodsBuyPanel } from './GoodsBuyPanel';
export { propsSchema, meta, dataSchema, type GoodsBuyPanelProps, type GoodsBuyPanelInput, type GoodsDetail } from './props.schema';
export { demo } from './demo';
