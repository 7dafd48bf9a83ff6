import { Button } from 'antd-mobile';
import { EmptyView } from '@/ui/load-states';
import { couponRule, couponYuan } from '@widgets/shared/coupon-rule';
import type { WidgetProps } from '../types';
import type { CouponListProps, Coupons } from './props.schema';
import './coupon-list.css';

const STATUS_TEXT: Record<string, string> = { USED: '已使用', EXPIRED: '已过期' };

export function CouponList({ props, data, onAction }: WidgetProps<CouponListProps, Coupons>) {
  const list = data?.list ?? [];
  if (list.length === 0) return <EmptyView title={props.emptyText} />;
  return (
    <ul className="qsh-coupons" aria-label="优惠券">
      {list.map((c) => {
        const usable = c.status === 'UNUSED';
        return (
          <li key={c.id} className={usable ? 'qsh-coupon' : 'qsh-coupon qsh-coupon-off'}>
            <div className="qsh-coupon-amount">
              <span className="qsh-coupon-yuan">¥{couponYuan(c.amount)}</span>
              <span className="qsh-coupon-rule">{couponRule(c.threshold)}</span>
            </div>
            <div className="qsh-coupon-body">
              <div className="qsh-coupon-name">{c.name}</div>
              <div className="qsh-coupon-time">有效期至 {c.expireTime.slice(0, 10)}</div>
              <div className="qsh-coupon-time">适用于商城商品下单{c.threshold > 0 ? `，订单${couponRule(c.threshold)}` : '，无使用门槛'}</div>
            </div>
            <div className="qsh-coupon-side">
              {usable ? (
                <Button size="mini" color="primary" shape="rounded" onClick={() => onAction(props.useAction)}>去使用</Button>
              ) : (
                <span className="qsh-coupon-state">{STATUS_TEXT[c.status] ?? c.status}</span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
