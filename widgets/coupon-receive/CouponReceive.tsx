import { Button, Toast } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { errorMessage, rspCodeOf } from '@/lib/error-message';
import { formatPrice } from '@/lib/money';
import { useStores } from '@/stores/context';
import { toList } from '@widgets/shared/list-data';
import type { WidgetProps } from '../types';
import type { CouponReceiveProps, CouponStatus, ReceivableCoupon } from './props.schema';
import './coupon-receive.css';

/** The gateway's refusals that settle a coupon's state: already received, sold out (server/handlers/activities.ts). */
const SETTLED_BY: Record<string, CouponStatus> = { '3811': 'RECEIVED', '3812': 'SOLD_OUT' };

export const CouponReceive = observer(function CouponReceive({ props, data, onAction, state }: WidgetProps<CouponReceiveProps, ReceivableCoupon[]>) {
  const { user } = useStores();
  const [settled, setSettled] = useState<Record<number, CouponStatus>>({});
  const [busy, setBusy] = useState<number | undefined>();
  const coupons = toList<ReceivableCoupon>(data);

  const receive = async (coupon: ReceivableCoupon) => {
    if (!user.isLoggedIn) return onAction({ kind: 'login' });
    setBusy(coupon.id);
    try {
      await state.request(props.api, { [props.idParam]: coupon.id }, { loading: true, silent: true });
      setSettled((s) => ({ ...s, [coupon.id]: 'RECEIVED' }));
      Toast.show({ content: props.successToast });
    } catch (error) {
      const status = SETTLED_BY[String(rspCodeOf(error))];
      if (status) setSettled((s) => ({ ...s, [coupon.id]: status }));
      Toast.show({ content: errorMessage(error) });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section className={`coupon-receive coupon-receive--${props.layout}`} aria-label={props.title ?? '领券'}>
      {props.title && <h2 className="coupon-receive__title">{props.title}</h2>}
      <ul className="coupon-receive__list">
        {coupons.map((coupon) => {
          const status = settled[coupon.id] ?? coupon.status;
          const text = status === 'RECEIVED' ? props.receivedText : status === 'SOLD_OUT' ? props.soldOutText : props.receiveText;
          return (
            <li key={coupon.id} className={`coupon-receive__item coupon-receive__item--${status.toLowerCase()}`}>
              <div className="coupon-receive__amount">
                ¥<strong>{formatPrice(coupon.amount).replace(/\.00$/, '')}</strong>
              </div>
              <div className="coupon-receive__info">
                <span className="coupon-receive__name">{coupon.name}</span>
                <span className="coupon-receive__rule">
                  {coupon.threshold > 0 ? `满${formatPrice(coupon.threshold).replace(/\.00$/, '')}元可用` : '无门槛'}
                  {` · 领取后${coupon.validDays}天有效`}
                </span>
              </div>
              <Button
                size="small"
                color="primary"
                shape="rounded"
                fill={status === 'AVAILABLE' ? 'solid' : 'outline'}
                disabled={status !== 'AVAILABLE' || busy !== undefined}
                loading={busy === coupon.id}
                onClick={() => void receive(coupon)}
                aria-label={`${text} ${coupon.name}`}
              >
                {text}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
