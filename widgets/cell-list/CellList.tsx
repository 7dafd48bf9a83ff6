import { List } from 'antd-mobile';
import type { WidgetProps } from '../types';
import type { CellListProps } from './props.schema';
import { SafeImage } from '@/ui/safe-image';
import { ListRow } from '@/ui/list-row';

export function CellList({ props, onAction }: WidgetProps<CellListProps>) {
  return (
    <List header={props.header}>
      {props.items.map(({ title, description, extra, icon, action }, i) => (
        <ListRow
          key={i}
          prefix={icon ? <SafeImage src={icon} width={24} height={24} alt="" /> : undefined}
          description={description}
          extra={extra}
          onPress={action ? () => onAction(action) : undefined}
        >
          {title}
        </ListRow>
      ))}
    </List>
  );
}
