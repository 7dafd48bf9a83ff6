import { Button, List, Result } from 'antd-mobile';
import { formatMoney } from '@/lib/money';
import type { WidgetProps } from '../types';
import type { TopupOrder, TopupResultProps } from './props.schema';
import { OUTCOME_TEXT, topupOutcome } from './topup-status';

export function TopupResult({ props, data, onAction, state }: WidgetProps<TopupResultProps, TopupOrder>) {
  if (!data) return null;
  const { order, phone } = data;
  const outcome = topupOutcome(order.status, order.channelStatus);
  const text = OUTCOME_TEXT[outcome];
  return (
    <div style={{ background: '#fff', paddingBottom: 24 }}>
      <Result status={text.status} title={text.title} description={text.description} />
      <List>
        <List.Item extra={phone}>充值号码</List.Item>
        <List.Item extra={order.title}>充值商品</List.Item>
        <List.Item extra={`¥${formatMoney(order.amount)}`}>支付金额</List.Item>
        <List.Item extra={order.orderId}>订单号</List.Item>
      </List>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: '16px 24px 0' }}>
        {outcome === 'unpaid' ? (
          <Button block shape="rounded" color="primary" onClick={() => onAction({ kind: 'navigate', to: props.cashier, query: { orderId: order.orderId, orderSource: 'telephone' } })}>
            去支付
          </Button>
        ) : null}
        {outcome === 'processing' ? (
          <Button block shape="rounded" color="primary" onClick={() => state.reload()}>
            刷新
          </Button>
        ) : null}
        <Button block shape="rounded" color={outcome === 'success' || outcome === 'failed' ? 'primary' : 'default'} onClick={() => onAction({ kind: 'navigate', to: props.againPath })}>
          继续充值
        </Button>
        <Button block shape="rounded" onClick={() => onAction({ kind: 'navigate', to: props.recordsPath })}>
          充值记录
        </Button>
      </div>
    </div>
  );
}
