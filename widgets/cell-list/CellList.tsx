import { List } from 'antd-mobile';
import type { WidgetProps } from '../types';
import type { CellListProps } from './props.schema';
import { SafeImage } from '@/ui/safe-image';

export function CellList({ props, onAction }: WidgetProps<CellListProps>) {
  return (
    <List header={props.header}>
      {props.items.map(({ title, description, extra, icon, action }, i) => (
        <List.Item
          key={i}
          prefix={icon ? <SafeImage src={icon} width={24} height={24} alt="" /> : undefined}
          description={description}
          extra={extra}
          onClick={action ? () => onAction(action) : undefined}
        >
          {title}
        </List.Item>
      ))}
    </List>
  );
}
