export { ProductDetail } from './ProductDetail';
export { propsSchema, meta, type ProductDetailProps, type ProductDetailInput, type DetailProduct } from './props.schema';
export { demo } from './demo';
