import { Button, SafeArea } from 'antd-mobile';
import { useState } from 'react';
import { periodsAllowed } from '@/lib/installment';
import { orderLimit } from '@widgets/shared/order-limit';
import { formatPrice } from '@/lib/money';
import type { WidgetProps } from '../types';
import { InstallmentPreview } from './InstallmentPreview';
import { QuantityStepper } from './QuantityStepper';
import { SkuPicker } from './SkuPicker';
import type { GoodsBuyPanelProps, GoodsDetail } from './props.schema';
import { choiceOf, chosenSku, specGroups, type SpecChoice } from './sku';
import './goods-buy-panel.css';

/** SF202 takes at most 99 of an item per order. */

export function GoodsBuyPanel({ props, data, onAction }: WidgetProps<GoodsBuyPanelProps, GoodsDetail>) {
  if (!data) return null;
  return <BuyPanel key={data.spuId} props={props} goods={data} onAction={onAction} />;
}

interface BuyPanelProps {
  props: GoodsBuyPanelProps;
  goods: GoodsDetail;
  onAction: WidgetProps<GoodsBuyPanelProps, GoodsDetail>['onAction'];
}

function BuyPanel({ props, goods, onAction }: BuyPanelProps) {
  const skus = goods.skus ?? [];
  const [choice, setChoice] = useState<SpecChoice>(() => choiceOf(skus.find((s) => s.stock > 0)));
  const [quantity, setQuantity] = useState(1);
  const [periods, setPeriods] = useState<number>(props.periods[0] ?? 1);
  const [missing, setMissing] = useState<string>();

  const sku = skus.length > 0 ? chosenSku(skus, choice) : undefined;
  const priced = sku ?? goods;
  const stock = sku ? sku.stock : goods.stock;
  const limit = orderLimit(goods);
  const max = Math.max(1, Math.min(stock, limit));
  const count = Math.min(quantity, max);
  const amount = priced.payPrice * count;
  const chosenPeriods = periodsAllowed(amount, periods) ? periods : 1;
  const soldOut = skus.length > 0 ? skus.every((s) => s.stock === 0) : goods.stock === 0;

  const changeChoice = (next: SpecChoice) => {
    setChoice(next);
    setMissing(undefined);
  };

  const buy = () => {
    if (skus.length > 0 && !sku) {
      const name = specGroups(skus).find((g) => choice[g.name] === undefined)?.name ?? '规格';
      setMissing(`请选择${name}`);
      return;
    }
    const query = { spuId: goods.spuId, ...(sku ? { skuId: sku.skuId } : {}), quantity: count, periods: chosenPeriods };
    onAction({ kind: 'navigate', to: props.orderPath, query });
  };

  return (
    <div className="qsh-buy-panel">
      <section className="qsh-buy-section">
        <div className="qsh-buy-price">
          <span aria-label="价格">¥{formatPrice(priced.payPrice)}</span>
          {priced.payPrice < priced.price && <del className="qsh-buy-original">¥{formatPrice(priced.price)}</del>}
          {priced.payPrice === priced.price && priced.memberPrice < priced.price && (
            <span className="qsh-buy-member">会员价 ¥{formatPrice(priced.memberPrice)}</span>
          )}
        </div>
        <h2 className="qsh-buy-name">{goods.name}</h2>
        {goods.sales !== undefined && <div className="qsh-buy-hint">已售{goods.sales}件</div>}
      </section>
      <section className="qsh-buy-section">
        {skus.length > 0 && <SkuPicker skus={skus} choice={choice} onChange={changeChoice} />}
        {missing && <div role="alert" className="qsh-buy-error">{missing}</div>}
        <div className="qsh-buy-row">
          <div>
            <div className="qsh-buy-label">数量</div>
            <div className="qsh-buy-hint">{stock > 0 ? `库存${stock}件，每单限购${limit}件` : '该规格已售罄'}</div>
          </div>
          <QuantityStepper value={count} max={max} onChange={setQuantity} />
        </div>
      </section>
      <section className="qsh-buy-section">
        <InstallmentPreview amount={amount} periods={props.periods} selected={chosenPeriods} onSelect={setPeriods} />
      </section>
      {goods.description && (
        <section className="qsh-buy-section">
          <div className="qsh-buy-label">商品介绍</div>
          <p className="qsh-buy-description">{goods.description}</p>
        </section>
      )}
      <div className="qsh-buy-bar">
        <div className="qsh-buy-bar-inner">
          <div className="qsh-buy-total">
            合计 <strong>¥{formatPrice(amount)}</strong>
          </div>
          <Button color="primary" shape="rounded" disabled={soldOut || stock === 0} onClick={buy}>
            {soldOut ? '已售罄' : props.buyText}
          </Button>
        </div>
        <SafeArea position="bottom" />
      </div>
    </div>
  );
}
