export { ProductList } from './ProductList';
export { propsSchema, meta, type ProductListProps, type ProductListInput, type ListProduct } from './props.schema';
export { demo } from './demo';
