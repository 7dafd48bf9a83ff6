export { TabsWidget } from './TabsWidget';
export { propsSchema, meta, type TabsProps } from './props.schema';
export { demo } from './demo';
