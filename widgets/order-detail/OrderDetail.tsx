import { Button, List, Result, Steps } from 'antd-mobile';
import { formatSubmitPrice } from '@/lib/money';
import { orderHeadline, orderStatusView } from '@/lib/order-status';
import { EmptyView } from '@/ui/load-states';
import { useStores } from '@/stores/context';
import { StatusTag } from '@widgets/shared/status-tag';
import { useConfirm } from '@widgets/shared/use-confirm';
import type { WidgetProps } from '../types';
import type { OrderData, OrderDetailProps } from './props.schema';
import { timelineOf } from './timeline';

const PAY_NAMES: Record<string, string> = {
  BILLPAY: '信用账单支付', CREDITSALES: '信用购分期', ALIPAY: '支付宝', WECHATPAY: '微信支付', QUICKPAY: '银行卡快捷支付', MEMBERPAY: '余额支付',
};
/** Order kinds the gateway refunds itself (EQ004); others go through customer service. */
const SELF_REFUND_KINDS = ['EQUITY', 'VIP'];

/** The result icon: waiting while unpaid, information for a cancelled order, success otherwise. */
function resultIcon(status: string): 'waiting' | 'info' | 'success' {
  if (status === 'REPAY' || status === 'PAYING') return 'waiting';
  return status === 'FAILED' ? 'info' : 'success';
}

export function OrderDetail({ props, data, onAction, state }: WidgetProps<OrderDetailProps, OrderData>) {
  const confirm = useConfirm();
  const { user } = useStores();
  if (!data?.orderId) return <EmptyView title="订单不存在" />;
  const order = data;
  const view = orderStatusView(order.status);
  const timeline = timelineOf(order.status);
  const write = async (title: string, content: string, api: 'SF207' | 'EQ004', fields: Record<string, unknown>) => {
    if (!(await confirm({ title, content, confirmText: '确定', cancelText: '再想想' }))) return;
    try {
      await state.request(api, { orderId: order.orderId, ...fields }, { loading: true });
      // This order and the kept-alive pages that count orders (/my) load again.
      user.requestPageReload();
    } catch {
      // The gateway showed the message; the order stays as shown.
    }
  };
  const canRefund = view.actions.includes('refund');
  const headline = props.statusHeadline ? orderHeadline(order.status) : props.headline;
  return (
    <div>
      {headline ? <Result status={resultIcon(order.status)} title={headline} description={view.label} /> : null}
      <List header="订单状态">
        <List.Item extra={<StatusTag status={order.status} />}>{view.label}</List.Item>
      </List>
      <div style={{ background: '#fff', padding: '4px 0' }} aria-label="订单进度">
        <Steps current={timeline.current}>
          {timeline.steps.map((s, i) => (
            <Steps.Step key={s} title={s} status={i < timeline.current ? 'finish' : i === timeline.current ? (timeline.error ? 'error' : order.status === 'FINISH' || order.status === 'REFUND' ? 'finish' : 'process') : 'wait'} />
          ))}
        </Steps>
      </div>
      <List header="订单信息">
        <List.Item extra={`× ${order.quantity ?? 1}`}>{order.title}</List.Item>
        {order.discount ? <List.Item extra={formatSubmitPrice(order.amount + order.discount, '¥')}>商品金额</List.Item> : null}
        {order.discount ? <List.Item extra={`-${formatSubmitPrice(order.discount, '¥')}`}>优惠</List.Item> : null}
        <List.Item extra={<span aria-label={view.amountLabel}>{formatSubmitPrice(order.amount, '¥')}</span>}>{view.amountLabel}</List.Item>
        {order.payType ? <List.Item extra={PAY_NAMES[order.payType] ?? order.payType}>支付方式</List.Item> : null}
        {order.periods && order.periods > 1 ? <List.Item extra={`${order.periods}期`}>分期期数</List.Item> : null}
        <List.Item extra={order.orderId}>订单编号</List.Item>
        <List.Item extra={order.createTime}>下单时间</List.Item>
      </List>
      {order.address ? (
        <List header="收货信息">
          <List.Item description={order.address.detail}>{`${order.address.name} ${order.address.tel}`}</List.Item>
        </List>
      ) : null}
      <div style={{ display: 'flex', gap: 12, padding: 16, flexWrap: 'wrap' }}>
        {view.actions.includes('cancel') ? (
          <Button block onClick={() => void write('取消订单', '确定取消该订单吗？取消后不可恢复', 'SF207', {})}>取消订单</Button>
        ) : null}
        {view.actions.includes('pay') ? (
          <Button block color="primary" onClick={() => onAction({ kind: 'navigate', to: props.cashierPath, query: { orderId: order.orderId } })}>去支付</Button>
        ) : null}
        {canRefund && SELF_REFUND_KINDS.includes(order.kind ?? '') ? (
          <Button block onClick={() => void write('申请退款', '确定申请退款吗？款项将原路退回', 'EQ004', { reason: '用户申请退款' })}>申请退款</Button>
        ) : null}
        {canRefund && !SELF_REFUND_KINDS.includes(order.kind ?? '') ? (
          <Button block onClick={() => onAction({ kind: 'navigate', to: props.servicePath, query: { groupid: '1001' } })}>联系客服</Button>
        ) : null}
        <Button block fill="none" onClick={() => onAction({ kind: 'navigate', to: props.listPath })}>查看全部订单</Button>
      </div>
    </div>
  );
}
