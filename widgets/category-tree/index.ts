export { CategoryTree } from './CategoryTree';
export { propsSchema, meta, dataSchema, type CategoryTreeProps, type CategoryTreeInput, type Category } from './props.schema';
export { demo } from './demo';
