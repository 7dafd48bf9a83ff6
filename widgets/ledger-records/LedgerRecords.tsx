import { List } from 'antd-mobile';
import { useId, useState } from 'react';
import { formatMoney } from '@/lib/money';
import { LoadMore } from '@/ui/load-more';
import { EmptyView } from '@/ui/load-states';
import { TabList, tabIdOf } from '@/ui/tab-list';
import type { WidgetProps } from '../types';
import type { LedgerPage, LedgerRecordsProps } from './props.schema';
import '@widgets/shared/assets.css';

/** OT004 kinds in Chinese. */
export const KIND_TEXT: Record<string, string> = { RECHARGE: '充值', WITHDRAW: '提现', PAY: '支付', REFUND: '退款' };
type Filter = 'all' | 'in' | 'out';

export function LedgerRecords({ props, data, state }: WidgetProps<LedgerRecordsProps, LedgerPage>) {
  const [filter, setFilter] = useState<Filter>('all');
  const { paging } = state;
  const money = props.unit === 'money';
  const lines = (data?.list ?? []).filter((l) => filter === 'all' || (filter === 'in' ? l.change > 0 : l.change < 0));
  const amount = (change: number) => `${change > 0 ? '+' : '-'}${money ? `¥${formatMoney(Math.abs(change))}` : Math.abs(change)}`;
  const panelId = useId();
  const records = (
    <>
      {lines.length === 0 && !paging?.hasMore ? <EmptyView title={props.emptyText} /> : null}
      <List>
        {lines.map((l) => (
          <List.Item
            key={l.id}
            description={l.createTime}
            extra={<span className={l.change > 0 ? 'qsh-asset-plus' : 'qsh-asset-minus'}>{amount(l.change)}</span>}
          >
            {'reason' in l ? l.reason : l.remark || (KIND_TEXT[l.kind] ?? l.kind)}
          </List.Item>
        ))}
      </List>
      {paging && (lines.length > 0 || paging.hasMore) ? <LoadMore loadMore={paging.loadMore} hasMore={paging.hasMore} /> : null}
    </>
  );
  if (!props.filter) return <div>{records}</div>;
  const filters: { key: Filter; label: string }[] = [
    { key: 'all', label: '全部' },
    { key: 'in', label: money ? '收入' : '获得' },
    { key: 'out', label: '支出' },
  ];
  return (
    <div>
      <TabList look="capsules" label="筛选" panelId={panelId} items={filters} activeKey={filter} onChange={setFilter} />
      <div id={panelId} role="tabpanel" aria-labelledby={tabIdOf(panelId, filter)}>
        {records}
      </div>
    </div>
  );
}
