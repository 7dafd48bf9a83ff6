import { List, Tag } from 'antd-mobile';
import { formatMoney } from '@/lib/money';
import { EmptyView } from '@/ui/load-states';
import type { WidgetProps } from '../types';
import type { CardSecretListProps, CardSecrets } from './props.schema';
import { ListRow } from '@/ui/list-row';

export function CardSecretList({ props, data, onAction }: WidgetProps<CardSecretListProps, CardSecrets>) {
  const cards = data?.list ?? [];
  if (cards.length === 0) return <EmptyView title={props.emptyText} description={props.emptyDescription} />;
  return (
    <List>
      {cards.map((c) => (
        <ListRow
          key={c.id}
          description={`卡号 ${c.cardNo}${c.createTime ? ` · ${c.createTime.slice(0, 10)}` : ''}`}
          extra={
            <div style={{ textAlign: 'right' }}>
              <div>¥{formatMoney(c.faceValue)}</div>
              <Tag color={c.retrieved === 'Y' ? 'default' : 'primary'} fill="outline">{c.retrieved === 'Y' ? '已提取' : '未提取'}</Tag>
            </div>
          }
          onPress={() => onAction({ kind: 'navigate', to: props.retrievePath, query: { cardId: c.id } })}
        >
          {c.name}
        </ListRow>
      ))}
    </List>
  );
}
