import { Button } from 'antd-mobile';
import { formatMoney } from '@/lib/money';
import { NotFoundView } from '@/ui/load-states';
import type { Equities } from '../equity-list/props.schema';
import { useAttempt } from '@widgets/shared/use-attempt';
import type { WidgetProps } from '../types';
import type { EquityBuyProps } from './props.schema';
import '@widgets/shared/assets.css';
import { SafeImg } from '@/ui/safe-image';
import { isMemberCard } from '@widgets/shared/member-card';

export function EquityBuy({ props, data, onAction, state }: WidgetProps<EquityBuyProps, Equities>) {
  const equity = (data?.list ?? []).find((e) => String(e.id) === props.id);
  const { busy, run } = useAttempt();
  if (!equity) return <NotFoundView title="权益不存在或已下架" message="请在权益列表中重新选择" backText="权益列表" onBack={() => onAction({ kind: 'navigate', to: props.listPath, replace: true })} />;
  const member = props.hasVip === 'Y' || isMemberCard(props.memberCardType);
  const needsCard = equity.memberOnly === 'Y' && !member;

  const buy = async () => {
    try {
      const order = (await run(String(equity.id), (idempotencyKey) => state.request(props.api, { equityId: equity.id }, { idempotencyKey, loading: true }))) as { orderId?: string } | undefined;
      if (order?.orderId) onAction({ kind: 'navigate', to: props.cashier, query: { orderId: order.orderId, orderSource: props.orderSource } });
    } catch {
      // The gateway showed its message; the key stays for a retry of the same equity.
    }
  };

  return (
    <section className="qsh-asset">
      <div className="qsh-asset-item">
        {equity.image ? <SafeImg src={equity.image} alt={equity.name} /> : null}
        <div className="qsh-asset-item-body">
          <h2 className="qsh-asset-item-title" style={{ margin: 0 }}>{equity.name}</h2>
          <div className="qsh-asset-note">{equity.description}</div>
        </div>
      </div>
      <div className="qsh-asset-big">¥{formatMoney(equity.price)}</div>
      {equity.memberOnly === 'Y' ? <div className="qsh-asset-note">{needsCard ? '会员专享权益，开通会员后可购买' : '会员专享权益'}</div> : null}
      {props.hasBuy === 'Y' ? (
        <div className="qsh-asset-note">
          您已购买过该权益{' '}
          <Button size="mini" fill="none" color="primary" onClick={() => onAction({ kind: 'navigate', to: props.ordersPath })}>查看权益订单</Button>
        </div>
      ) : null}
      <div className="qsh-asset-foot">
        {needsCard ? (
          <Button block color="primary" size="large" onClick={() => onAction({ kind: 'navigate', to: props.memberPath })}>开通会员</Button>
        ) : (
          <Button block color="primary" size="large" disabled={busy} loading={busy} onClick={() => void buy()}>立即购买</Button>
        )}
      </div>
    </section>
  );
}
