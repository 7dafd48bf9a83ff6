import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import type { WidgetProps } from '../types';
import type { TabsProps } from './props.schema';

export function TabsWidget({ props, slots }: WidgetProps<TabsProps>) {
  const [active, setActive] = useState(String(props.defaultIndex));
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
