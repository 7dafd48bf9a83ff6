export { Search } from './Search';
export { propsSchema, meta, type SearchProps, type SearchInput } from './props.schema';
export { HISTORY_KEY } from './history';
export { demo } from './demo';
