import { List } from 'antd-mobile';
import { OptionSheet } from '@/ui/option-sheet';
import { useEffect, useState } from 'react';
import { formatSubmitPrice } from '@/lib/money';
import { toList } from '@widgets/shared/list-data';
import { LoadingView, NotFoundView } from '@/ui/load-states';
import { LoadFailure } from '@widgets/shared/load-failure';
import { useLoad } from '@widgets/shared/use-load';
import { allowedPeriods, PeriodPicker } from '@widgets/shared/period-picker';
import { SubmitBar } from '@widgets/shared/submit-bar';
import { useAttempt } from '@widgets/shared/use-attempt';
import { orderLimit } from '@widgets/shared/order-limit';
import type { WidgetProps } from '../types';
import { AddressPicker } from './AddressPicker';
import { checkoutDraftKey, initialAddress, readCheckoutDraft, saveCheckoutDraft } from './checkout-draft';
import { couponFits, priceOf } from './pricing';
import type { CheckoutAddress, CheckoutCoupon, CheckoutGoods, OrderCheckoutProps } from './props.schema';
import '@widgets/shared/order-shared.css';
import { SafeImage } from '@/ui/safe-image';
import { ListRow } from '@/ui/list-row';

interface Loaded {
  goods: CheckoutGoods;
  addresses: CheckoutAddress[];
  coupons: CheckoutCoupon[];
}

export function OrderCheckout({ props, onAction, state }: WidgetProps<OrderCheckoutProps>) {
  const skip = props.skipWhen !== '';
  const { state: loaded, retry } = useLoad(skip ? undefined : props.spuId || undefined, async (): Promise<Loaded> => {
    const [goods, addresses, coupons] = await Promise.all([
      state.request('GD003', { spuId: props.spuId }, { silent: true }) as Promise<CheckoutGoods>,
      state.request('AD001', {}, { silent: true }).then((a) => toList<CheckoutAddress>(a)),
      // Coupons are optional: a failure leaves the checkout without them.
      state.request('CU001', { status: 'UNUSED' }, { silent: true }).then((c) => toList<CheckoutCoupon>(c), () => []),
    ]);
    if (!goods?.spuId) throw new Error('商品不存在或已下架');
    return { goods, addresses, coupons };
  });
  if (skip) return null;
  const back = () => onAction({ kind: 'back' });
  if (!props.spuId) return <NotFoundView title="缺少商品" message="请从商品页重新下单" onBack={back} />;
  if (loaded.status === 'idle' || loaded.status === 'loading') return <LoadingView lines={8} />;
  if (loaded.status === 'error') return <LoadFailure failure={loaded} retry={retry} onBack={back} />;
  return <Checkout {...loaded.data} props={props} onAction={onAction} state={state} />;
}

interface CheckoutProps extends Loaded, Pick<WidgetProps<OrderCheckoutProps>, 'props' | 'onAction' | 'state'> {}

function Checkout({ goods, addresses, coupons, props, onAction, state }: CheckoutProps) {
  const sku = props.skuId ? goods.skus?.find((s) => s.skuId === props.skuId) : undefined;
  const asked = Math.max(1, Math.trunc(Number(props.quantity)) || 1);
  // A link may ask for more than one order may hold: the checkout holds the most it may, and says so.
  const limit = orderLimit(goods);
  const quantity = Math.min(asked, limit);
  const draftKey = checkoutDraftKey(goods.spuId, sku?.skuId ?? '', quantity);
  // Choices made before the customer went elsewhere (新增收货地址, another page) and came back.
  const [draft] = useState(() => readCheckoutDraft(draftKey, props.periods));
  const [addressId, setAddressId] = useState<number | undefined>(() => initialAddress(addresses, draft));
  const [periods, setPeriods] = useState<number>(() => draft?.periods ?? (Number(props.periods) || 12));
  const unit = { price: sku?.price ?? goods.price, payPrice: sku?.payPrice ?? goods.payPrice, stock: sku?.stock ?? goods.stock };
  const usable = coupons.filter((c) => couponFits(c, unit.payPrice * quantity));
  const [couponId, setCouponId] = useState<number | undefined>(draft?.couponId);
  const [couponOpen, setCouponOpen] = useState(false);
  const coupon = usable.find((c) => c.id === couponId);
  const price = priceOf(unit.price, unit.payPrice, quantity, coupon);
  const { busy, run } = useAttempt();
  const soldOut = unit.stock < quantity;
  // More than one period needs 1000 yuan (spec §9): below it the checkout pays in one.
  const chosenPeriods = allowedPeriods(price.total, periods);
  const entry = props.periods;
  useEffect(() => saveCheckoutDraft(draftKey, { entry, periods, addressId, couponId }), [draftKey, entry, periods, addressId, couponId]);
  const addAddress = () => {
    saveCheckoutDraft(draftKey, { entry, periods, addressId, couponId, knownAddressIds: addresses.map((a) => a.id) });
    onAction({ kind: 'navigate', to: props.addressEditPath });
  };

  const submit = async () => {
    if (addressId === undefined || soldOut) return;
    const fields = { spuId: goods.spuId, quantity, addressId, periods: chosenPeriods, ...(sku ? { skuId: sku.skuId } : {}), ...(coupon ? { couponId: coupon.id } : {}) };
    try {
      // One key for this goods until an order is placed: a changed address or coupon after a lost answer
      // keeps it, so the gateway answers 2807 instead of placing a second order (use-attempt). The periods
      // go with the order, so its cashier opened again later (去支付 in the order list) offers them again.
      const order = (await run(`SF202:${goods.spuId}:${sku?.skuId ?? ''}:${quantity}`, (key) => state.request('SF202', fields, { loading: true, idempotencyKey: key }))) as { orderId: string } | undefined;
      if (!order) return;
      saveCheckoutDraft(draftKey, undefined);
      onAction({ kind: 'navigate', to: props.cashierPath, query: { orderId: order.orderId, periods: String(chosenPeriods) }, replace: true });
    } catch {
      // The gateway showed the message (库存不足, 9991 -> /my/bill, network); every choice stays.
    }
  };

  return (
    <div style={{ paddingBottom: 8 }}>
      <AddressPicker addresses={addresses} value={addressId} onChange={setAddressId} onAdd={addAddress} />
      <List header="商品信息">
        <List.Item
          prefix={<SafeImage src={goods.image} width={64} height={64} fit="cover" alt={goods.name} />}
          description={sku ? sku.specs.map((s) => s.value).join(' / ') : undefined}
          extra={<div style={{ textAlign: 'right' }}><div>{formatSubmitPrice(unit.payPrice, props.currency)}</div><div>× {quantity}</div></div>}
        >
          {goods.name}
        </List.Item>
        {asked > quantity ? <List.Item><span className="qsh-order-note">每单限购{limit}件，已按{limit}件结算</span></List.Item> : null}
        {soldOut ? <List.Item><span className="qsh-order-error">库存不足</span></List.Item> : null}
      </List>
      <List header="价格明细">
        <List.Item extra={formatSubmitPrice(price.gross, props.currency)}>商品金额</List.Item>
        {price.member > 0 ? <List.Item extra={`-${formatSubmitPrice(price.member, props.currency)}`}>会员优惠</List.Item> : null}
        <ListRow
          extra={coupon ? `-${formatSubmitPrice(price.coupon, props.currency)}` : usable.length ? `${usable.length}张可用` : '暂无可用'}
          onPress={usable.length ? () => setCouponOpen(true) : undefined}
        >
          优惠券
        </ListRow>
      </List>
      <OptionSheet
        title="选择优惠券"
        visible={couponOpen}
        options={[{ label: '不使用优惠券', value: '0' }, ...usable.map((c) => ({ label: `${c.name}（-${formatSubmitPrice(c.amount, props.currency)}）`, value: String(c.id) }))]}
        value={String(couponId ?? 0)}
        onPick={(v) => setCouponId(Number(v) || undefined)}
        onClose={() => setCouponOpen(false)}
      />
      <List header="分期期数">
        <PeriodPicker value={chosenPeriods} onChange={setPeriods} amount={price.total} />
      </List>
      <SubmitBar price={price.total} currency={props.currency} buttonText={props.buttonText} disabled={addressId === undefined || soldOut} loading={busy} onSubmit={() => void submit()} />
    </div>
  );
}
