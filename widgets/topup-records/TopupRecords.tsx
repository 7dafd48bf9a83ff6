import { List } from 'antd-mobile';
import { formatMoney } from '@/lib/money';
import { LoadMore } from '@/ui/load-more';
import { EmptyView } from '@/ui/load-states';
import { OUTCOME_TEXT, topupOutcome } from '../topup-result/topup-status';
import type { WidgetProps } from '../types';
import type { OrderPage, TopupRecordsProps } from './props.schema';
import { ListRow } from '@/ui/list-row';

/** Top-up orders of the block's data source (SF205); later pages come through `state.paging`. */
export function TopupRecords({ props, data, onAction, state }: WidgetProps<TopupRecordsProps, OrderPage>) {
  const topups = (data?.list ?? []).filter((o) => o.kind === 'TOPUP');
  const { paging } = state;
  return (
    <>
      {topups.length === 0 && !paging?.hasMore ? <EmptyView title="暂无充值记录" description="充值后会记录在这里" /> : null}
      <List>
        {topups.map((o) => (
          <ListRow
            key={o.orderId}
            description={o.createTime}
            extra={
              <div style={{ textAlign: 'right' }}>
                <div>¥{formatMoney(o.amount)}</div>
                <div style={{ fontSize: 12 }}>{OUTCOME_TEXT[topupOutcome(o.status, o.channelStatus)].title}</div>
              </div>
            }
            onPress={() => onAction({ kind: 'navigate', to: props.detailPath, query: { orderId: o.orderId } })}
          >
            {o.title}
          </ListRow>
        ))}
      </List>
      {paging && (topups.length > 0 || paging.hasMore) ? <LoadMore loadMore={paging.loadMore} hasMore={paging.hasMore} /> : null}
    </>
  );
}
