import { List, Tag } from 'antd-mobile';
import { formatMoney } from '@/lib/money';
import { EmptyView } from '@/ui/load-states';
import type { WidgetProps } from '../types';
import type { Equities, EquityListProps } from './props.schema';
import '@widgets/shared/assets.css';
import { SafeImg } from '@/ui/safe-image';
import { isMemberCard } from '@widgets/shared/member-card';
import { ListRow } from '@/ui/list-row';

export function EquityList({ props, data, onAction }: WidgetProps<EquityListProps, Equities>) {
  const list = data?.list ?? [];
  if (list.length === 0) return <EmptyView title="暂无可购买的权益" />;
  const hasVip = isMemberCard(props.memberCardType) ? 'Y' : 'N';
  return (
    <List>
      {list.map((e) => (
        <ListRow
          key={e.id}
          prefix={e.image ? <SafeImg src={e.image} alt="" width={48} height={48} style={{ borderRadius: 6 }} /> : undefined}
          description={e.description}
          extra={<span className="qsh-asset-strong">¥{formatMoney(e.price)}</span>}
          onPress={() => onAction({ kind: 'navigate', to: props.detailPath, query: { id: e.id, hasBuy: 'N', hasVip } })}
        >
          {e.name} {e.memberOnly === 'Y' ? <Tag color="warning" fill="outline">会员专享</Tag> : null}
        </ListRow>
      ))}
    </List>
  );
}
