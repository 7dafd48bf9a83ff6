import { Button, Input, List } from 'antd-mobile';
import { ChoiceChips } from '@/ui/choice-chips';
import { useState } from 'react';
import { formatSubmitPrice } from '@/lib/money';
import { LoadingView } from '@/ui/load-states';
import { LoadFailure } from '@widgets/shared/load-failure';
import { useLoad } from '@widgets/shared/use-load';
import { PeriodPicker } from '@widgets/shared/period-picker';
import { useAttempt } from '@widgets/shared/use-attempt';
import type { WidgetProps } from '../types';
import { checkAmount } from './amount-rule';
import { PURPOSES, type OrderProduct, type PreOrder, type ProductOrderProps } from './props.schema';
import '@widgets/shared/order-shared.css';

export function ProductOrder({ props, onAction, state }: WidgetProps<ProductOrderProps>) {
  const { state: loaded, retry } = useLoad(props.productId || undefined, async () => {
    const product = (await state.request('PD002', { productId: props.productId }, { silent: true })) as OrderProduct | undefined;
    if (!product?.productId) throw new Error('产品不存在或已下架');
    return product;
  });
  // Without a productId the page is in its goods mode (order-checkout): nothing to draw.
  if (!props.productId) return null;
  if (loaded.status === 'idle' || loaded.status === 'loading') return <LoadingView lines={6} />;
  if (loaded.status === 'error') return <LoadFailure failure={loaded} retry={retry} onBack={() => onAction({ kind: 'back' })} />;
  return <Apply product={loaded.data} props={props} onAction={onAction} state={state} />;
}

interface ApplyProps extends Pick<WidgetProps<ProductOrderProps>, 'props' | 'onAction' | 'state'> {
  product: OrderProduct;
}

function Apply({ product, props, onAction, state }: ApplyProps) {
  const offered = product.periods.length ? product.periods : [1, 3, 6, 12, 24];
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [periods, setPeriods] = useState<number>(() => (offered.includes(12) ? 12 : (offered[0] ?? 12)));
  const [purpose, setPurpose] = useState<string>('DAILY');
  const [plan, setPlan] = useState<PreOrder>();
  const [planning, setPlanning] = useState(false);
  const { busy, run } = useAttempt();
  const changed = () => setPlan(undefined);

  const preview = async () => {
    const checked = checkAmount(text, product);
    if ('error' in checked) return setError(checked.error);
    setError('');
    if (planning) return;
    setPlanning(true);
    try {
      setPlan((await state.request('SF201', { productId: product.productId, amount: checked.cents, periods, purpose }, { loading: true })) as PreOrder);
    } catch {
      // The gateway showed the message (range, credit, 9991 -> /my/bill); the inputs stay.
    } finally {
      setPlanning(false);
    }
  };
  const place = async () => {
    if (!plan) return;
    try {
      const order = (await run(plan.preOrderId, (key) => state.request('SF203', { preOrderId: plan.preOrderId }, { loading: true, idempotencyKey: key }))) as { orderId: string } | undefined;
      if (order) onAction({ kind: 'navigate', to: props.resultPath, query: { orderId: order.orderId }, replace: true });
    } catch {
      // The gateway showed the message; the plan stays, and a retry reuses the key.
    }
  };

  return (
    <div>
      <List header={product.name}>
        <List.Item description={error ? <span role="alert" className="qsh-order-error">{error}</span> : `可申请 ${formatSubmitPrice(Math.max(100_000, product.minAmount), '¥')} - ${formatSubmitPrice(product.maxAmount, '¥')}`}>
          <Input
            aria-label="分期金额（元）"
            placeholder="请输入分期金额（元），最低1000元"
            inputMode="decimal"
            value={text}
            onChange={(v) => { setText(v); setError(''); changed(); }}
            onBlur={() => { if (text) { const c = checkAmount(text, product); setError('error' in c ? c.error : ''); } }}
          />
        </List.Item>
      </List>
      <List header="分期期数">
        <PeriodPicker value={periods} options={offered} onChange={(p) => { setPeriods(p); changed(); }} />
      </List>
      <List header="借款用途">
        <List.Item>
          <ChoiceChips label="借款用途" options={PURPOSES} value={purpose} onChange={(v) => { setPurpose(v); changed(); }} />
        </List.Item>
      </List>
      {plan ? (
        <List header="还款计划">
          <List.Item extra={<span aria-label="每期应还">{formatSubmitPrice(plan.monthlyPayment, '¥')}</span>}>每期应还</List.Item>
          <List.Item extra={<span aria-label="总服务费">{formatSubmitPrice(plan.totalFee, '¥')}</span>}>总服务费</List.Item>
          {plan.schedule.map((l) => (
            <List.Item key={l.periodNo} description={l.dueDate} extra={formatSubmitPrice(l.principal + l.fee, '¥')}>
              {`第${l.periodNo}期`}
            </List.Item>
          ))}
        </List>
      ) : null}
      <div style={{ padding: 16 }}>
        {plan ? (
          <Button block color="primary" size="large" loading={busy} disabled={busy} onClick={() => void place()}>{props.buttonText}</Button>
        ) : (
          <Button block color="primary" size="large" loading={planning} disabled={planning} onClick={() => void preview()}>查看还款计划</Button>
        )}
      </div>
    </div>
  );
}
