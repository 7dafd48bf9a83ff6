import { Button, Slider } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { CREDIT_CONFIRM, creditPath } from '@/lib/credit-path';
import { formatMoney, formatPrice } from '@/lib/money';
import { useStores } from '@/stores/context';
import { repaymentPlan } from '@/lib/repayment-plan';
import { EmptyView, ErrorView, LoadingView, NotFoundView, StateView } from '@/ui/load-states';
import { ChoiceList } from '@widgets/shared/choice-list';
import { PeriodPicker } from '@widgets/shared/period-picker';
import type { BorrowInfo, LoanProducts } from '@widgets/shared/loan-types';
import { OverdueNotice } from '@widgets/shared/loan-states';
import { PlanTable } from '@widgets/shared/plan-table';
import { useLoad } from '@widgets/shared/use-load';
import { useToday } from '@widgets/shared/use-today';
import type { WidgetProps } from '../types';
import { amountRange, clampAmount } from './amount-range';
import { AmountStepper } from './amount-stepper';
import type { LoanApplyProps } from './props.schema';
import '@widgets/shared/money-screens.css';

/** Amount, periods, purpose, plan and agreement of a cash loan; 立即申请 goes to the confirm step. */
export const LoanApply = observer(function LoanApply({ props, data, onAction, state }: WidgetProps<LoanApplyProps, LoanProducts>) {
  const { user } = useStores();
  const id = useId();
  const today = useToday();
  const borrow = useLoad<BorrowInfo>('BM001', async () => (await state.request('BM001', {}, { silent: true })) as BorrowInfo);
  const [amount, setAmount] = useState<number>();
  const [periods, setPeriods] = useState<number>();
  const [purpose, setPurpose] = useState<string>();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState('');
  const product = props.productId
    ? data?.list.find((p) => p.productId === props.productId || String(p.id) === props.productId)
    : data?.list.find((p) => p.type === props.productType);
  if (!product) {
    return <NotFoundView title="未找到该借款产品" message="该产品不存在或已下架，请在借款产品中重新选择" backText="查看借款产品" onBack={() => onAction({ kind: 'navigate', to: props.productsPath, replace: true })} />;
  }
  // A cash loan needs a granted limit (the gateway refuses CL002 before flow FINISH): the credit gate's prompt (spec §4) instead of an empty form.
  if (user.flow !== undefined && user.flow !== 'FINISH') {
    return (
      <StateView
        title={CREDIT_CONFIRM.title}
        description={CREDIT_CONFIRM.content}
        actions={[{ text: CREDIT_CONFIRM.confirmText, onPress: () => onAction({ kind: 'navigate', to: creditPath(user.flow) }) }]}
      />
    );
  }
  // An overdue bill makes the gateway refuse both applying and drawing (9991): say so instead of a form (or a 去提现) it would refuse.
  if (borrow.state.status === 'ready' && borrow.state.data.overdue) return <OverdueNotice billPath={props.billPath} onAction={onAction} />;
  const status = data?.status ?? 'CASH-NOT-APPLY';
  const toDetail = () => onAction({ kind: 'navigate', to: props.detailPath });
  if (status === 'CASH-VERIFY' || status === 'CASH-USE') {
    return (
      <div>
        <p className="qsh-money-notice" role="status">{status === 'CASH-VERIFY' ? '您有一笔借款正在审核中，审核通过后即可提现' : '您的借款已审核通过，请尽快提现'}</p>
        <div className="qsh-money-actions">
          <Button block color="primary" shape="rounded" onClick={toDetail}>{status === 'CASH-VERIFY' ? '查看进度' : '去提现'}</Button>
        </div>
      </div>
    );
  }
  if (borrow.state.status === 'error') return <ErrorView message={borrow.state.message} onRetry={borrow.retry} />;
  if (borrow.state.status !== 'ready') return <LoadingView />;
  const info = borrow.state.data;
  const step = props.stepYuan * 100;
  const range = amountRange(product, info, step);
  const offered = product.periods.filter((p) => info.periods.includes(p));
  const chosenPeriods = periods ?? (offered.includes(props.defaultPeriods) ? props.defaultPeriods : offered[offered.length - 1]) ?? product.periods[0] ?? 1;
  const value = clampAmount(amount ?? range.max, range, step);
  const chosenPurpose = purpose ?? info.purposes[0]?.value;
  const plan = repaymentPlan(value, chosenPeriods, today);
  const apply = () => {
    if (!agreed) return setError(`请先阅读并同意${props.agreementTitle}`);
    if (!chosenPurpose) return setError('请选择借款用途');
    setError('');
    onAction({ kind: 'navigate', to: props.orderPath, query: { productId: product.productId, amount: value, periods: chosenPeriods, purpose: chosenPurpose, detail: props.detailPath } });
  };
  return (
    <div>
      {status === 'CASH-REPAYMENT' ? (
        <div className="qsh-money-notice">
          您有借款正在还款中，按时还款可保持良好信用。
          <button type="button" className="link" style={{ border: 0, background: 'none', color: 'var(--adm-color-primary)' }} onClick={() => onAction({ kind: 'navigate', to: props.billPath })}>
            查看账单
          </button>
        </div>
      ) : null}
      <section className="qsh-money-head" aria-label="借款金额">
        <div className="qsh-money-head-label">{product.name} · 借款金额（元）</div>
        <div className="qsh-money-head-amount">¥{formatMoney(range.ok ? value : 0)}</div>
        <div className="qsh-money-head-note">
          可借额度 ¥{formatPrice(info.available)}，单笔 ¥{formatPrice(product.minAmount)} - ¥{formatPrice(product.maxAmount)}
        </div>
      </section>
      {range.ok ? (
        <>
          <section className="qsh-money-section" aria-label="调整金额">
            <div style={{ padding: '0 12px' }}>
              <Slider min={range.min / 100} max={range.max / 100} step={props.stepYuan} value={value / 100} onChange={(v) => setAmount((Array.isArray(v) ? v[0] ?? 0 : v) * 100)} aria-label="借款金额" />
            </div>
            <div className="qsh-money-kv">
              <span>借款金额（元）</span>
              <AmountStepper label="借款金额（元）" min={range.min / 100} max={range.max / 100} step={props.stepYuan} value={value / 100} onChange={(v) => setAmount(v * 100)} />
            </div>
          </section>
          <PeriodPicker label="借款期数" options={offered} value={chosenPeriods} onChange={setPeriods} hint={(p) => `每期约¥${formatMoney(repaymentPlan(value, p, '2000-01-01').lines[p - 1]?.amount ?? value)}`} />
          <ChoiceList label="借款用途" choices={info.purposes} value={chosenPurpose} onChange={setPurpose} />
          <PlanTable plan={plan} />
          <div className="qsh-money-agree">
            <input id={`${id}-agree`} type="checkbox" className="qsh-money-check" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            <label htmlFor={`${id}-agree`}>我已阅读并同意</label>
            <a href={`/agreement/${props.agreementKey}`} onClick={(e) => { e.preventDefault(); onAction({ kind: 'navigate', to: `/agreement/${props.agreementKey}` }); }}>
              {props.agreementTitle}
            </a>
          </div>
          {error ? <div role="alert" className="qsh-money-error">{error}</div> : null}
          <div className="qsh-money-actions">
            <Button block color="primary" shape="rounded" onClick={apply}>立即申请</Button>
          </div>
        </>
      ) : (
        <EmptyView title="可用额度不足" description={`最低可借 ¥${formatMoney(range.min)}，还款后额度将恢复`} />
      )}
    </div>
  );
});
