export { GoodsGallery } from './GoodsGallery';
export { propsSchema, meta, dataSchema, type GoodsGalleryProps, type GoodsGalleryInput, type GalleryGoods } from './props.schema';
export { demo } from './demo';
