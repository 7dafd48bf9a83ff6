import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { formatMoney } from '@/lib/money';
import { isPhone } from '@/lib/validators';
import { useAttempt } from '@widgets/shared/use-attempt';
import { EmptyView } from '@/ui/load-states';
import type { WidgetProps } from '../types';
import type { PhoneTopupProps, TopupPackages } from './props.schema';
import './phone-topup.css';

export const PHONE_MESSAGE = '请输入正确的手机号';

/** A number as typed or pasted ("138 0000 0000", "138-0000-0000"): spaces and dashes go before it is cut to 11 digits. */
export const phoneDigits = (value: string) => value.replace(/[\s-]/g, '').slice(0, 11);

export function PhoneTopup({ props, data, onAction, state }: WidgetProps<PhoneTopupProps, TopupPackages>) {
  const packages = data?.list ?? [];
  const [typed, setTyped] = useState<string>();
  const [error, setError] = useState<string>();
  const [pickedId, setPickedId] = useState<number>();
  // One order at a time; a retry of the same number and package carries the same idempotency key.
  const { busy, run } = useAttempt();
  // Until the user types, the number follows the prop (user info may arrive after the first render).
  const phone = typed ?? props.phone;
  const picked = packages.find((p) => p.id === pickedId) ?? packages[0];

  const check = (value: string) => {
    const ok = isPhone(value);
    setError(ok ? undefined : PHONE_MESSAGE);
    return ok;
  };
  const change = (raw: string) => {
    const value = phoneDigits(raw);
    setTyped(value);
    if (error && isPhone(value)) setError(undefined);
  };
  const submit = async () => {
    if (busy || !picked || !check(phone)) return;
    try {
      const order = (await run(`${phone}:${picked.id}`, (idempotencyKey) => state.request(props.api, { phone, productId: picked.id }, { idempotencyKey, loading: true }))) as { orderId?: string } | undefined;
      if (order?.orderId) onAction({ kind: 'navigate', to: props.cashier, query: { orderId: order.orderId, orderSource: props.orderSource } });
    } catch {
      // The gateway showed its message (9991 also goes to /my/bill); the key stays for a retry.
    }
  };

  return (
    <div className="qsh-topup">
      <div className="qsh-topup-phone">
        <div className="qsh-topup-label" aria-hidden="true">充值号码</div>
        <Input type="tel" inputMode="numeric" placeholder="请输入手机号" value={phone} onChange={change} onBlur={() => phone && check(phone)} aria-label="充值号码" />
        {error ? <div role="alert" className="qsh-topup-error">{error}</div> : null}
      </div>
      {packages.length === 0 ? (
        <EmptyView title="暂无充值商品" />
      ) : (
        <div className="qsh-topup-grid" role="radiogroup" aria-label="充值金额">
          {packages.map((p) => (
            <button
              key={p.id}
              type="button"
              role="radio"
              aria-checked={p.id === picked?.id}
              className={p.id === picked?.id ? 'qsh-topup-item qsh-topup-item-on' : 'qsh-topup-item'}
              onClick={() => setPickedId(p.id)}
            >
              <span className="qsh-topup-name">{p.name}</span>
              <span className="qsh-topup-face">面值 ¥{formatMoney(p.faceValue)}</span>
              <span className="qsh-topup-price">售价 ¥{formatMoney(p.price)}</span>
            </button>
          ))}
        </div>
      )}
      <div className="qsh-topup-foot">
        {picked ? <div className="qsh-topup-pay">应付 <strong>¥{formatMoney(picked.price)}</strong></div> : null}
        <Button block color="primary" size="large" disabled={!picked || busy} loading={busy} onClick={() => void submit()}>
          {props.buttonText}
        </Button>
      </div>
    </div>
  );
}
