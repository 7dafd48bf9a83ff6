import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { formatMoney } from '@/lib/money';
import { orderStatusView } from '@/lib/order-status';
import { LoadMore } from '@/ui/load-more';
import { ListRow } from '@/ui/list-row';
import { EmptyView } from '@/ui/load-states';
import { StatusTag } from '@widgets/shared/status-tag';
import type { WidgetProps } from '../types';
import type { EquityOrderPage, EquityOrdersProps } from './props.schema';

const DAY_MS = 86_400_000;

/** Milliseconds of a 'yyyy-MM-dd HH:mm:ss' time in Asia/Shanghai (UTC+8). */
function timeOf(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}+08:00`);
}

export function EquityOrders({ props, data, onAction, state }: WidgetProps<EquityOrdersProps, EquityOrderPage>) {
  const orders = data?.list ?? [];
  const { paging } = state;
  // The return period is judged against the time the list was drawn.
  const [now] = useState(() => Date.now());
  if (orders.length === 0 && !paging?.hasMore) return <EmptyView title="暂无权益订单" description="开通会员或购买权益后，订单会出现在这里" />;
  return (
    <>
      <List>
        {orders.map((o) => {
          const actions = orderStatusView(o.status).actions;
          const canReturn = actions.includes('refund') && now - timeOf(o.createTime) <= props.returnDays * DAY_MS;
          return (
            <ListRow
              key={o.orderId}
              description={o.createTime}
              actions={
                actions.includes('pay') || canReturn ? (
                  <>
                    {canReturn ? (
                      <Button size="mini" onClick={() => onAction({ kind: 'navigate', to: props.returnPath, query: { orderId: o.orderId } })}>申请退款</Button>
                    ) : null}
                    {actions.includes('pay') ? (
                      <Button size="mini" color="primary" onClick={() => onAction({ kind: 'navigate', to: props.cashier, query: { orderId: o.orderId, orderSource: o.scene } })}>去支付</Button>
                    ) : null}
                  </>
                ) : null
              }
              extra={
                <div style={{ textAlign: 'right' }}>
                  <div>¥{formatMoney(o.amount)}</div>
                  <StatusTag status={o.status} />
                </div>
              }
              onPress={() => onAction({ kind: 'navigate', to: props.detailPath, query: { orderId: o.orderId } })}
            >
              {o.title}
            </ListRow>
          );
        })}
      </List>
      {paging ? <LoadMore loadMore={paging.loadMore} hasMore={paging.hasMore} /> : null}
    </>
  );
}
