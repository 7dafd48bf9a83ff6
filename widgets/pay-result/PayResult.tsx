import { Button, Result } from 'antd-mobile';
import { useEffect, type ReactNode } from 'react';
import { useStores } from '@/stores/context';
import { formatSubmitPrice } from '@/lib/money';
import { orderStatusView } from '@/lib/order-status';
import type { WidgetProps } from '../types';
import type { PayResultProps, PayState } from './props.schema';
import { usePoll } from '@widgets/shared/use-poll';

/** Settled: paid (any status past payment), or the order is no longer payable. */
const settled = (s: PayState) => s.paid === 'Y' || s.status === 'FAILED' || s.status === 'REPAY';

export function PayResult({ props, onAction, state }: WidgetProps<PayResultProps>) {
  const { state: poll, again } = usePoll(
    async () => (await state.request('CS003', { orderId: props.orderId }, { silent: true })) as PayState,
    settled,
  );
  const last = poll.last;
  const { user } = useStores();
  const paidCard = last?.paid === 'Y' && last.scene === 'VIP_BUY';
  // A paid membership card changes the user info (member badge, member prices): load it again once.
  useEffect(() => {
    if (paidCard) user.reloadInfo().catch(() => undefined);
  }, [paidCard, user]);
  const toOrder = () => onAction({ kind: 'navigate', to: props.orderPath, query: { orderId: props.orderId }, replace: true });
  const repay = () => onAction({ kind: 'navigate', to: props.cashierPath, query: { orderId: props.orderId }, replace: true });
  if (poll.phase === 'polling') {
    return (
      <Outcome status="waiting" title="支付处理中" description="正在确认支付结果，请稍候" />
    );
  }
  if (poll.phase === 'gave-up' && poll.notFound) {
    return (
      <Outcome status="error" title="未找到该订单" description={poll.error ?? ''}>
        <Button block shape="rounded" color="primary" onClick={() => onAction({ kind: 'navigate', to: props.ordersPath, replace: true })}>我的订单</Button>
        <Button block shape="rounded" onClick={() => onAction({ kind: 'switchTab', to: '/' })}>返回首页</Button>
      </Outcome>
    );
  }
  if (last?.paid === 'Y') {
    return (
      <Outcome status="success" title="支付成功" description={`${last.title} ${formatSubmitPrice(last.amount, '¥')}`}>
        <Button block shape="rounded" color="primary" onClick={toOrder}>查看订单</Button>
        <Button block shape="rounded" onClick={() => onAction({ kind: 'switchTab', to: '/' })}>返回首页</Button>
      </Outcome>
    );
  }
  const failed = last?.status === 'FAILED';
  const title = failed ? '订单已失效' : poll.phase === 'gave-up' && last?.status === 'PAYING' ? '支付结果确认中' : '支付未完成';
  const description = failed
    ? '订单已取消或支付失败，无法继续支付'
    : poll.phase === 'gave-up' && 'error' in poll && poll.error
      ? poll.error
      : `订单状态：${last ? orderStatusView(last.status).label : '未知'}，可重新支付`;
  return (
    <Outcome status={failed ? 'error' : 'warning'} title={title} description={description}>
      {!failed ? <Button block shape="rounded" color="primary" onClick={repay}>重新支付</Button> : null}
      <Button block shape="rounded" onClick={again}>刷新</Button>
      <Button block shape="rounded" onClick={toOrder}>查看订单</Button>
    </Outcome>
  );
}

function Outcome({ status, title, description, children }: { status: 'success' | 'error' | 'warning' | 'waiting'; title: string; description: string; children?: ReactNode }) {
  return (
    <div style={{ background: '#fff', paddingBottom: 24 }} role="status">
      <Result status={status} title={title} description={description} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: '0 24px' }}>{children}</div>
    </div>
  );
}
