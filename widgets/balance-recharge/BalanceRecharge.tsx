import { Button } from 'antd-mobile';
import { useState } from 'react';
import { formatMoney } from '@/lib/money';
import { AmountField, checkYuan } from '@widgets/shared/amount-field';
import { useAttempt } from '@widgets/shared/use-attempt';
import type { WidgetProps } from '../types';
import type { BalanceRechargeProps } from './props.schema';
import '@widgets/shared/assets.css';

/** Cents as the yuan a user would type: 10000 -> '100', 150 -> '1.5'. */
const yuan = (cents: number) => String(cents / 100);

export function BalanceRecharge({ props, onAction, state }: WidgetProps<BalanceRechargeProps>) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const { busy, run } = useAttempt();
  const submit = async () => {
    const checked = checkYuan(text, props.min, props.max, '充值');
    if ('error' in checked) return setError(checked.error);
    setError(undefined);
    try {
      const order = (await run(String(checked.cents), (idempotencyKey) => state.request(props.api, { amount: checked.cents }, { idempotencyKey, loading: true }))) as { orderId?: string } | undefined;
      if (order?.orderId) onAction({ kind: 'navigate', to: props.cashier, query: { orderId: order.orderId, orderSource: props.orderSource } });
    } catch {
      // The gateway showed its message; the key stays for a retry of the same amount.
    }
  };
  return (
    <section className="qsh-asset">
      <AmountField id="qsh-recharge-amount" label="充值金额" value={text} onChange={(v) => { setText(v); setError(undefined); }} placeholder={`${props.min / 100}-${(props.max / 100).toLocaleString('zh-CN')}元`} error={error} />
      <div className="qsh-asset-options" role="group" aria-label="常用金额">
        {props.amounts.map((a) => (
          <button key={a} type="button" className="qsh-asset-option" aria-pressed={text === yuan(a)} onClick={() => { setText(yuan(a)); setError(undefined); }}>
            ¥{formatMoney(a).replace(/\.00$/, '')}
          </button>
        ))}
      </div>
      <div className="qsh-asset-note">充值金额将存入账户余额，可用于支付订单或提现到银行卡。</div>
      <div className="qsh-asset-foot">
        <Button block color="primary" size="large" disabled={busy} loading={busy} onClick={() => void submit()}>立即充值</Button>
      </div>
    </section>
  );
}
