import { Button } from 'antd-mobile';
import { useState } from 'react';
import { formatMoney, formatSubmitPrice } from '@/lib/money';
import { AmountField } from '@widgets/shared/amount-field';
import { useAttempt } from '@widgets/shared/use-attempt';
import { useConfirm } from '@widgets/shared/use-confirm';
import type { WidgetProps } from '../types';
import type { PointsData, PointsToBalanceProps } from './props.schema';
import '@widgets/shared/assets.css';

/** Followed by the rate: 0 (or nothing exchangeable) gets the minimum, not the multiple rule. */
export const MIN_POINTS_MESSAGE = '兑换积分不能少于';

export function PointsToBalance({ props, data, onAction, state }: WidgetProps<PointsToBalanceProps, PointsData>) {
  const confirm = useConfirm();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const { busy, run } = useAttempt();
  const rate = props.pointsPerYuan;
  const available = Math.max((data?.points ?? 0) - (data?.frozenPoints ?? 0), 0);
  const usable = Math.floor(available / rate) * rate;
  const typed = /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
  const cents = (points: number) => Math.floor((points / rate) * 100);

  const submit = async () => {
    if (!text.trim()) return setError('请输入兑换积分');
    if (typed === 0) return setError(`${MIN_POINTS_MESSAGE}${rate}积分`);
    if (typed === undefined || typed % rate !== 0) return setError(`兑换积分须为${rate}的整数倍`);
    if (typed > available) return setError(`可用积分不足，当前可用 ${available}`);
    setError(undefined);
    if (!(await confirm({ title: '积分兑换余额', content: `确定使用${typed}积分兑换¥${formatMoney(cents(typed))}余额吗？`, confirmText: '兑换', cancelText: '取消' }))) return;
    try {
      const done = (await run(String(typed), (idempotencyKey) => state.request(props.api, { points: typed }, { idempotencyKey, loading: true }))) as { amount?: number } | undefined;
      if (done) onAction({ kind: 'navigate', to: props.successPath, query: { amount: formatSubmitPrice(done.amount ?? cents(typed)), points: typed }, replace: true });
    } catch {
      // 积分不足 / frozen points: the gateway's dialog; nothing changed.
    }
  };
  return (
    <section className="qsh-asset">
      <div className="qsh-asset-row">
        <span>可用积分 {available}</span>
        {data?.frozenPoints ? <span>冻结积分 {data.frozenPoints}（不可兑换）</span> : null}
        <span>{rate}积分 = ¥1.00</span>
      </div>
      <div style={{ marginTop: 12 }}>
        <AmountField id="qsh-exchange-points" label="兑换积分" prefix="" decimal={false} value={text} onChange={(v) => { setText(v); setError(undefined); }} placeholder={`${rate}的整数倍`} error={error} />
      </div>
      <div className="qsh-asset-row" style={{ marginTop: 8, alignItems: 'center' }}>
        <span>预计到账 ¥{formatMoney(typed !== undefined && typed % rate === 0 ? cents(typed) : 0)}</span>
        <Button size="mini" fill="none" color="primary" disabled={usable < rate} onClick={() => { setText(String(usable)); setError(undefined); }}>全部兑换</Button>
      </div>
      <div className="qsh-asset-note">兑换后积分立即扣减，余额即时到账，可用于支付或提现；兑换不可撤销。</div>
      <div className="qsh-asset-foot">
        <Button block color="primary" size="large" disabled={busy} loading={busy} onClick={() => void submit()}>立即兑换</Button>
      </div>
    </section>
  );
}
