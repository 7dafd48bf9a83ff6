import { Button, List } from 'antd-mobile';
import { EmptyView } from '@/ui/load-states';
import { couponRule, couponYuan } from '@widgets/shared/coupon-rule';
import { useAttempt } from '@widgets/shared/use-attempt';
import { useConfirm } from '@widgets/shared/use-confirm';
import { useLoad } from '@widgets/shared/use-load';
import type { WidgetProps } from '../types';
import type { ExchangeItems, PointsExchangeProps } from './props.schema';
import '@widgets/shared/assets.css';
import { SafeImg } from '@/ui/safe-image';

export function PointsExchange({ props, data, onAction, state }: WidgetProps<PointsExchangeProps, ExchangeItems>) {
  const confirm = useConfirm();
  const items = data?.list ?? [];
  const { busy, run } = useAttempt();
  // The user's points (PT001): items that cost more are marked 积分不足 up front. Unknown (not loaded, failed): the gateway decides.
  const { state: wallet } = useLoad(props.pointsApi === '' ? undefined : props.pointsApi, async () => (await state.request(props.pointsApi, {}, { silent: true })) as { points?: number } | undefined);
  const points = wallet.status === 'ready' && typeof wallet.data?.points === 'number' ? wallet.data.points : undefined;
  const cannotAfford = (item: ExchangeItems['list'][number]) => points !== undefined && points < item.points;
  if (items.length === 0) return <EmptyView title="暂无可兑换的商品" />;
  const exchange = async (item: ExchangeItems['list'][number]) => {
    if (busy) return;
    if (!(await confirm({ title: '积分兑换', content: `确定使用${item.points}积分兑换“${item.name}”吗？`, confirmText: '兑换', cancelText: '取消' }))) return;
    try {
      const done = (await run(String(item.id), (idempotencyKey) => state.request(props.api, { itemId: item.id }, { idempotencyKey, loading: true }))) as { points?: number } | undefined;
      if (done) onAction({ kind: 'navigate', to: props.resultPath, query: { name: item.name, points: done.points ?? 0 }, replace: true });
    } catch {
      // 积分不足 / the freeze dialog came from the gateway; nothing was exchanged.
    }
  };
  return (
    <List header="积分兑换">
      {items.map((item) => (
        <List.Item
          key={item.id}
          prefix={item.image ? <SafeImg src={item.image} alt="" width={48} height={48} style={{ borderRadius: 6 }} /> : undefined}
          description={`¥${couponYuan(item.couponAmount)} 优惠券 · ${couponRule(item.couponThreshold)}`}
          extra={
            <div style={{ textAlign: 'right' }}>
              <div className="qsh-asset-strong">{item.points}积分</div>
              {cannotAfford(item) ? (
                <Button size="mini" disabled aria-label={`${item.name}积分不足`}>积分不足</Button>
              ) : (
                <Button size="mini" color="primary" disabled={busy} aria-label={`兑换${item.name}`} onClick={() => void exchange(item)}>兑换</Button>
              )}
            </div>
          }
        >
          {item.name}
        </List.Item>
      ))}
    </List>
  );
}
