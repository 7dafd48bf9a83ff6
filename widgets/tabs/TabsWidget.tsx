import { Tabs } from 'antd-mobile';
import { useEntryState } from '@/ui/entry-state';
import type { WidgetProps } from '../types';
import type { TabsProps } from './props.schema';

export function TabsWidget({ props, slots, state }: WidgetProps<TabsProps>) {
  // The tab chosen comes back with the page on back and forward (after opening a bill, say).
  const [active, setActive] = useEntryState(`${state.pointer}:tab`, String(props.defaultIndex));
  return (
    <Tabs activeKey={active} onChange={setActive} stretch={props.stretch}>
      {props.items.map((title, i) => (
        <Tabs.Tab key={String(i)} title={title} destroyOnClose>
          {slots[i] ?? null}
        </Tabs.Tab>
      ))}
    </Tabs>
  );
}
