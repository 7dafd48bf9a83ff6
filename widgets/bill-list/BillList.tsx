import { formatMoney } from '@/lib/money';
import { LoadMore } from '@/ui/load-more';
import { EmptyView } from '@/ui/load-states';
import { billStatusText, owed, type Bill, type Bills } from '@widgets/shared/bills';
import type { WidgetProps } from '../types';
import { groupBills } from './group-bills';
import type { BillListProps } from './props.schema';
import '@widgets/shared/money-screens.css';

const TAG_CLASS = { OVERDUE: 'overdue', UNPAID: 'unpaid', PAID: 'paid' } as const;

export function BillRow({ bill, onTap }: { bill: Bill; onTap: () => void }) {
  return (
    <button type="button" className="qsh-money-row" onClick={onTap}>
      <span className="qsh-money-row-main">
        <span>{bill.title}</span>
        <span className="qsh-money-row-sub">
          第{bill.periodNo}/{bill.totalPeriods}期 · 应还日 {bill.dueDate}
        </span>
      </span>
      <span className="qsh-money-row-side">
        <span className="qsh-money-amount">¥{formatMoney(bill.status === 'PAID' ? bill.amount : owed(bill))}</span>
        <span className={`qsh-money-tag ${TAG_CLASS[bill.status]}`}>{billStatusText(bill)}</span>
      </span>
    </button>
  );
}

/** BL001 bills: totals on top, overdue first, then per month with the month's amount due. */
export function BillList({ props, data, onAction, state }: WidgetProps<BillListProps, Bills>) {
  const bills = data?.list ?? [];
  const { paging } = state;
  const open = (bill: Bill) => onAction({ kind: 'navigate', to: props.repaymentPath, query: { billId: bill.billId } });
  return (
    <div>
      {props.showSummary ? (
        <section className="qsh-money-head" aria-label="待还总额">
          <div className="qsh-money-head-label">待还总额（元）</div>
          <div className="qsh-money-head-amount">¥{formatMoney(data?.totalDue ?? 0)}</div>
          <div className="qsh-money-head-note">{data?.overdueCount ? `您有${data.overdueCount}笔账单已逾期，请尽快还款` : '按时还款，保持良好信用'}</div>
        </section>
      ) : null}
      {bills.length === 0 && !paging?.hasMore ? <EmptyView title={props.emptyText} description={props.emptyDescription} /> : null}
      {groupBills(bills).map((g) => (
        <section key={g.key} className="qsh-money-group" aria-label={g.title}>
          <h2 className="qsh-money-group-head" style={{ margin: 0, fontWeight: 'normal' }}>
            <span>{g.title}</span>
            <span>待还 ¥{formatMoney(g.due)}</span>
          </h2>
          {g.bills.map((b) => (
            <BillRow key={b.billId} bill={b} onTap={() => open(b)} />
          ))}
        </section>
      ))}
      {paging && (bills.length > 0 || paging.hasMore) ? <LoadMore loadMore={paging.loadMore} hasMore={paging.hasMore} /> : null}
    </div>
  );
}
