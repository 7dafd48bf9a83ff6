export { GoodsShowcase } from './GoodsShowcase';
export { propsSchema, meta, dataSchema, type GoodsShowcaseProps, type GoodsShowcaseInput } from './props.schema';
export { demo } from './demo';
