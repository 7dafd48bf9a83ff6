import { Button, Result } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { LOAN_STATUS_TEXT } from '@/lib/cash-loan';
import type { LoanDetail } from '@widgets/shared/loan-types';
import { LoanNotFound, OverdueNotice } from '@widgets/shared/loan-states';
import type { WidgetProps } from '../types';
import type { LoanDetailProps } from './props.schema';
import { LoanFacts } from './loan-facts';
import { WithdrawnView } from './WithdrawnView';
import '@widgets/shared/money-screens.css';

const MAX_REFRESHES = 10;

const VIEW = {
  'CASH-NOT-APPLY': { status: 'info', title: '暂无借款', description: '申请借款后可在这里查看进度' },
  'CASH-VERIFY': { status: 'waiting', title: '审核中', description: '借款正在审核，请稍候' },
  'CASH-USE': { status: 'success', title: '审核通过', description: '借款已审核通过，提现后按月还款' },
  'CASH-REPAYMENT': { status: 'success', title: '还款中', description: '借款已发放到银行卡，请按时还款' },
} as const;

const SETTLED = { status: 'success', title: '已结清', description: '这笔借款已全部还清，可以再次申请' } as const;

/** A loan's state, its facts and the one action its state allows; 未找到该借款记录 for a loanId that is not the customer's. */
export function LoanDetailView({ props, data, onAction, state }: WidgetProps<LoanDetailProps, LoanDetail>) {
  const status = data?.status ?? 'CASH-NOT-APPLY';
  const refreshes = useRef(0);
  const { reload } = state;
  useEffect(() => {
    if (status !== 'CASH-VERIFY' || refreshes.current >= MAX_REFRESHES) return;
    const timer = setTimeout(() => {
      refreshes.current += 1;
      reload();
    }, props.refreshMs);
    return () => clearTimeout(timer);
  }, [status, data, reload, props.refreshMs]);
  const loan = data?.loan;
  if (data?.notFound) return <LoanNotFound recordsPath={props.recordsPath} onAction={onAction} />;
  if (props.view === 'withdrawn' && loan?.status === 'CASH-REPAYMENT') {
    return <WithdrawnView loan={loan} billPath={props.billPath} recordsPath={props.recordsPath} onAction={onAction} />;
  }
  // The latest loan, all repaid, leaves the user at CASH-NOT-APPLY again.
  const view = status === 'CASH-NOT-APPLY' && loan ? SETTLED : VIEW[status];
  const go = (to: string, query?: Record<string, string>) => onAction({ kind: 'navigate', to, ...(query ? { query } : {}) });
  // An approved loan cannot be drawn while a bill is overdue (CL005 answers 9991): CL003 `overdue` says so, so the page offers 去还款 instead of 立即提现.
  const drawable = status === 'CASH-USE' && loan !== undefined;
  const overdue = drawable && data?.overdue === true;
  return (
    <div>
      <div style={{ background: '#fff' }} role="status">
        <Result status={view.status} title={view.title} description={view.description} />
      </div>
      {loan ? (
        <section className="qsh-money-section" aria-label="借款信息">
          <div className="qsh-money-kv"><span>借款编号</span><span>{loan.loanId}</span></div>
          <LoanFacts loan={loan} amountLabel="借款金额" withPurpose />
          <div className="qsh-money-kv"><span>申请时间</span><span>{loan.createTime}</span></div>
          <div className="qsh-money-kv"><span>状态</span><span>{LOAN_STATUS_TEXT[loan.status]}</span></div>
        </section>
      ) : null}
      {overdue ? <OverdueNotice billPath={props.billPath} onAction={onAction} /> : null}
      <div className="qsh-money-actions">
        {drawable && !overdue ? <Button block color="primary" shape="rounded" onClick={() => go(props.withdrawPath, { loanId: loan.loanId })}>立即提现</Button> : null}
        {status === 'CASH-VERIFY' ? <Button block color="primary" shape="rounded" onClick={reload}>刷新</Button> : null}
        {status === 'CASH-REPAYMENT' ? <Button block color="primary" shape="rounded" onClick={() => go(props.billPath)}>查看账单</Button> : null}
        {status === 'CASH-NOT-APPLY' ? <Button block color="primary" shape="rounded" onClick={() => go(props.applyPath)}>去借款</Button> : null}
        <Button block shape="rounded" onClick={() => go(props.recordsPath)}>借款记录</Button>
      </div>
    </div>
  );
}
