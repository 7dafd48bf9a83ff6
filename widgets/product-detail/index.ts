export { ProductDetail } from './ProductDetail';
export { propsSchema, meta, type ProductDetailProps, type DetailProduct } from './props.schema';
export { demo } from './demo';
