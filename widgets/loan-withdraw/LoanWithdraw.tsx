import { Button } from 'antd-mobile';
import { useState } from 'react';
import { CARD_TYPE_TEXT } from '@/lib/bank-card';
import { LOAN_STATUS_TEXT } from '@/lib/cash-loan';
import { errorMessage, isBillOverdue } from '@/lib/error-message';
import { formatMoney } from '@/lib/money';
import { EmptyView, ErrorView, LoadingView, StateView } from '@/ui/load-states';
import type { BankCard } from '../bill-pay/pay-methods';
import { ChoiceList } from '@widgets/shared/choice-list';
import type { LoanDetail } from '@widgets/shared/loan-types';
import { LoanNotFound, OverdueNotice } from '@widgets/shared/loan-states';
import { useLoad } from '@widgets/shared/use-load';
import { useAttempt } from '@widgets/shared/use-attempt';
import type { WidgetProps } from '../types';
import type { LoanWithdrawProps } from './props.schema';
import '@widgets/shared/money-screens.css';

/** 提现到银行卡: pick a bound card and draw the approved loan with CL005. */
export function LoanWithdraw({ props, data, onAction, state }: WidgetProps<LoanWithdrawProps, LoanDetail>) {
  // The cards are asked for only when the loan can be drawn now (approved, no overdue bill): no other view shows them.
  const drawable = data?.loan?.status === 'CASH-USE' && !data.overdue;
  const cards = useLoad<BankCard[]>(drawable ? 'BK001' : undefined, async () => ((await state.request('BK001', {}, { silent: true })) as { list?: BankCard[] } | undefined)?.list ?? []);
  const [picked, setPicked] = useState<string>();
  const [error, setError] = useState('');
  const attempt = useAttempt('qsh.loanWithdrawAttempt');
  const loan = data?.loan;
  const go = (to: string, query?: Record<string, string>, replace = false) => onAction({ kind: 'navigate', to, ...(query ? { query } : {}), ...(replace ? { replace } : {}) });
  if (!loan && data?.notFound) return <LoanNotFound recordsPath={props.recordsPath} onAction={onAction} />;
  // Opened without a loanId by a customer who has none: nothing to draw, and where to borrow.
  if (!loan) {
    return <StateView title="暂无可提现的借款" description="借款审核通过后可在这里提现到银行卡" actions={[{ text: '去借款', onPress: () => go(props.applyPath) }]} />;
  }
  if (loan.status !== 'CASH-USE') {
    return (
      <StateView
        title={`该借款${LOAN_STATUS_TEXT[loan.status]}，不能提现`}
        description={loan.status === 'CASH-VERIFY' ? '审核通过后即可提现' : '请在借款详情查看'}
        actions={[{ text: '查看借款', onPress: () => go(props.detailPath, { loanId: loan.loanId }, true) }]}
      />
    );
  }
  // An approved loan cannot be drawn while a bill is overdue (CL005 answers 9991): CL003 `overdue` says so before the card is picked.
  if (data?.overdue) return <OverdueNotice billPath={props.billPath} onAction={onAction} />;
  const list = cards.state.status === 'ready' ? cards.state.data : [];
  const cardId = picked ?? (list[0] ? String(list[0].id) : undefined);
  const withdraw = async () => {
    if (!cardId) return;
    setError('');
    try {
      const done = await attempt.run(loan.loanId, (idempotencyKey) => state.request('CL005', { loanId: loan.loanId, bankCardId: Number(cardId) }, { idempotencyKey, loading: true }));
      if (done !== undefined) go(props.resultPath, { loanId: loan.loanId }, true);
    } catch (e) {
      // 9991 (a bill fell overdue since the page opened): the gateway's dialog says it and then opens the bills, so no second line here.
      if (!isBillOverdue(e)) setError(errorMessage(e));
    }
  };
  return (
    <div>
      <section className="qsh-money-head" aria-label="提现金额">
        <div className="qsh-money-head-label">提现金额（元）</div>
        <div className="qsh-money-head-amount">¥{formatMoney(loan.amount)}</div>
        <div className="qsh-money-head-note">分{loan.periods}期还款，提现后生成每月账单</div>
      </section>
      {cards.state.status === 'error' ? <ErrorView message={cards.state.message} onRetry={cards.retry} /> : null}
      {cards.state.status === 'loading' || cards.state.status === 'idle' ? <LoadingView /> : null}
      {cards.state.status !== 'ready' ? null : list.length === 0 ? (
        <EmptyView title="暂未绑定银行卡" description="请先添加一张本人银行卡用于收款" />
      ) : (
        <ChoiceList
          label="收款银行卡"
          choices={list.map((c) => ({ value: String(c.id), label: `${c.bankName}${CARD_TYPE_TEXT[c.cardType]}（${c.last4}）`, note: c.maskedNo }))}
          value={cardId}
          onChange={setPicked}
        />
      )}
      {error ? <p role="alert" className="qsh-money-error">提现未成功：{error}</p> : null}
      <div className="qsh-money-actions">
        {cards.state.status === 'ready' && list.length ? (
          <Button block color="primary" shape="rounded" loading={attempt.busy} disabled={attempt.busy || !cardId} onClick={() => void withdraw()}>
            确认提现
          </Button>
        ) : null}
        <Button block shape="rounded" onClick={() => go(props.addCardPath)}>添加银行卡</Button>
      </div>
    </div>
  );
}
