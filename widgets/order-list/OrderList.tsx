import { Button, List } from 'antd-mobile';
import { formatSubmitPrice } from '@/lib/money';
import { orderStatusView } from '@/lib/order-status';
import { LoadMore } from '@/ui/load-more';
import { ListRow } from '@/ui/list-row';
import { EmptyView } from '@/ui/load-states';
import { useStores } from '@/stores/context';
import { StatusTag } from '@widgets/shared/status-tag';
import { useConfirm } from '@widgets/shared/use-confirm';
import type { WidgetProps } from '../types';
import type { OrderItem, OrderListProps, OrderPage } from './props.schema';

export function OrderList({ props, data, onAction, state }: WidgetProps<OrderListProps, OrderPage>) {
  const confirm = useConfirm();
  const { user } = useStores();
  const orders = data?.list ?? [];
  const cancel = async (o: OrderItem) => {
    if (!(await confirm({ title: '取消订单', content: `确定取消订单“${o.title}”吗？`, confirmText: '确定取消', cancelText: '再想想' }))) return;
    try {
      await state.request('SF207', { orderId: o.orderId }, { loading: true });
      // Every tab and kept-alive page that lists orders loads again: one reload of this tab left
      // 待付款 showing the cancelled order when it was opened next.
      user.requestPageReload();
    } catch {
      // The gateway showed the message; the list stays.
    }
  };
  if (orders.length === 0) return <EmptyView title={props.emptyText} />;
  return (
    <>
      <List>
        {orders.map((o) => {
          const actions = orderStatusView(o.status).actions;
          return (
            <ListRow
              key={o.orderId}
              arrowIcon={false}
              onPress={() => onAction({ kind: 'navigate', to: props.detailPath, query: { orderId: o.orderId } })}
              description={o.createTime}
              actions={
                actions.includes('pay') ? (
                  <>
                    <Button size="mini" onClick={() => void cancel(o)}>取消订单</Button>
                    <Button size="mini" color="primary" onClick={() => onAction({ kind: 'navigate', to: props.cashierPath, query: { orderId: o.orderId } })}>去支付</Button>
                  </>
                ) : null
              }
              extra={
                <div style={{ textAlign: 'right' }}>
                  <StatusTag status={o.status} />
                  <div style={{ marginTop: 4, color: 'var(--adm-color-text)' }}>{formatSubmitPrice(o.amount, '¥')}</div>
                </div>
              }
            >
              {o.title}
            </ListRow>
          );
        })}
      </List>
      {state.paging ? <LoadMore hasMore={state.paging.hasMore} loadMore={state.paging.loadMore} /> : null}
    </>
  );
}
