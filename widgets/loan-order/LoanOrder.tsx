import { Button } from 'antd-mobile';
import { useState } from 'react';
import { purposeText } from '@/lib/cash-loan';
import { INSTALLMENT_PERIODS } from '@/lib/installment';
import { errorMessage, isBillOverdue } from '@/lib/error-message';
import { formatMoney } from '@/lib/money';
import { repaymentPlan } from '@/lib/repayment-plan';
import { EmptyView } from '@/ui/load-states';
import type { Loan } from '@widgets/shared/loan-types';
import { PlanTable } from '@widgets/shared/plan-table';
import { useAttempt } from '@widgets/shared/use-attempt';
import { useToday } from '@widgets/shared/use-today';
import type { WidgetProps } from '../types';
import type { LoanOrderProps } from './props.schema';
import '@widgets/shared/money-screens.css';

const PERIODS: readonly number[] = INSTALLMENT_PERIODS;

/** 确认借款: what was chosen, the plan, and CL002. */
export function LoanOrder({ props, onAction, state }: WidgetProps<LoanOrderProps>) {
  const amount = Number(props.amount);
  const periods = Number(props.periods);
  const attempt = useAttempt('qsh.loanApplyAttempt');
  const today = useToday();
  const [error, setError] = useState('');
  if (!Number.isSafeInteger(amount) || amount <= 0 || !PERIODS.includes(periods) || !props.productId) {
    return <EmptyView title="借款信息不完整" description="请返回重新填写" />;
  }
  const plan = repaymentPlan(amount, periods, today);
  const submit = async () => {
    setError('');
    try {
      const loan = (await attempt.run(`${props.productId}:${amount}:${periods}:${props.purpose}`, (idempotencyKey) =>
        state.request('CL002', { productId: props.productId, amount, periods, purpose: props.purpose }, { idempotencyKey, loading: true }),
      )) as Loan | undefined;
      if (loan) onAction({ kind: 'navigate', to: props.detailPath, query: { loanId: loan.loanId }, replace: true });
    } catch (e) {
      // 9991 (overdue): the gateway's dialog says it and then opens the bills, so no second line here.
      if (!isBillOverdue(e)) setError(errorMessage(e));
    }
  };
  return (
    <div>
      <section className="qsh-money-head" aria-label="借款金额">
        <div className="qsh-money-head-label">借款金额（元）</div>
        <div className="qsh-money-head-amount">¥{formatMoney(amount)}</div>
        <div className="qsh-money-head-note">到账后按月还款</div>
      </section>
      <section className="qsh-money-section" aria-label="借款信息">
        <div className="qsh-money-kv"><span>借款期数</span><span>{periods}期</span></div>
        <div className="qsh-money-kv"><span>借款用途</span><span>{purposeText(props.purpose)}</span></div>
        <div className="qsh-money-kv"><span>首期应还</span><span>¥{formatMoney(plan.lines[0]?.amount ?? 0)}</span></div>
      </section>
      <PlanTable plan={plan} />
      {error ? <p role="alert" className="qsh-money-error">申请未提交：{error}</p> : null}
      <div className="qsh-money-actions">
        <Button block color="primary" shape="rounded" loading={attempt.busy} disabled={attempt.busy} onClick={() => void submit()}>
          确认借款
        </Button>
      </div>
    </div>
  );
}
