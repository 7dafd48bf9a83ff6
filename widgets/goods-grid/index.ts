export { GoodsGrid } from './GoodsGrid';
export { propsSchema, meta, type GoodsGridProps, type GoodsGridInput, type Goods } from './props.schema';
export { demo } from './demo';
