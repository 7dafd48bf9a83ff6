import { LOAN_STATUS_TEXT, purposeText } from '@/lib/cash-loan';
import { formatMoney } from '@/lib/money';
import { LoadMore } from '@/ui/load-more';
import { StateView } from '@/ui/load-states';
import type { WidgetProps } from '../types';
import type { LoanPage, LoanRecordsProps } from './props.schema';
import '@widgets/shared/money-screens.css';

/** CL004 loans, newest first; a tap opens the loan's detail. */
export function LoanRecords({ props, data, onAction, state }: WidgetProps<LoanRecordsProps, LoanPage>) {
  const loans = data?.list ?? [];
  const { paging } = state;
  if (loans.length === 0 && !paging?.hasMore) {
    return <StateView title="暂无借款记录" description="申请借款后会记录在这里" actions={[{ text: '去借款', onPress: () => onAction({ kind: 'navigate', to: props.applyPath }) }]} />;
  }
  return (
    <div className="qsh-money-group">
      {loans.map((l) => (
        <button key={l.loanId} type="button" className="qsh-money-row" onClick={() => onAction({ kind: 'navigate', to: props.detailPath, query: { loanId: l.loanId } })}>
          <span className="qsh-money-row-main">
            <span>借款 ¥{formatMoney(l.amount)}</span>
            <span className="qsh-money-row-sub">
              {l.periods}期 · {purposeText(l.purpose)} · {l.createTime}
            </span>
          </span>
          <span className="qsh-money-row-side">
            <span className={`qsh-money-tag ${l.status === 'CASH-REPAYMENT' ? 'unpaid' : l.status === 'CASH-USE' ? 'paid' : 'overdue'}`}>{LOAN_STATUS_TEXT[l.status]}</span>
          </span>
        </button>
      ))}
      {paging ? <LoadMore loadMore={paging.loadMore} hasMore={paging.hasMore} /> : null}
    </div>
  );
}
