export { TabsWidget } from './TabsWidget';
export { propsSchema, meta, type TabsProps, type TabsInput } from './props.schema';
export { demo } from './demo';
