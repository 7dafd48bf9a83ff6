export { GoodsGrid } from './GoodsGrid';
export { propsSchema, meta, type GoodsGridProps, type Goods } from './props.schema';
export { demo } from './demo';
