import { useState } from 'react';
import { formatMoney } from '@/lib/money';
import { NotFoundView } from '@/ui/load-states';
import { SubmitBar } from '@widgets/shared/submit-bar';
import { billStatusText, owed, type Bill, type Bills } from '@widgets/shared/bills';
import type { WidgetProps } from '../types';
import type { BillRepaymentProps } from './props.schema';
import '@widgets/shared/money-screens.css';

/** The bill's order's installments, sorted by period. */
function installmentsOf(bills: readonly Bill[], billId: number): Bill[] {
  const bill = bills.find((b) => b.billId === billId);
  if (!bill) return [];
  const same = bill.orderId ? bills.filter((b) => b.orderId === bill.orderId) : [bill];
  return [...same].sort((a, b) => a.periodNo - b.periodNo);
}

function Breakdown({ bill }: { bill: Bill }) {
  return (
    <span className="qsh-money-lines">
      <span>本金 {formatMoney(bill.principal)}</span>
      <span>利息 {formatMoney(bill.interest ?? 0)}</span>
      <span>服务费 {formatMoney(bill.fee)}</span>
      <span>罚息 {formatMoney(bill.penalty ?? 0)}</span>
    </span>
  );
}

/** The rule the picks follow (the gateway's BL003 refuses a selection that breaks it, 3003). */
export const REPAY_IN_ORDER_TEXT = '须按期数顺序还款：勾选某期会同时勾选之前未还的各期';

/**
 * Installments of one bill's order with 本金 / 利息 / 服务费 / 罚息; pick and go to pay. Installments are
 * repaid in due order, so the picks are always the first N unpaid ones: ticking a period picks every
 * earlier unpaid one, unticking a period drops every later one. The tapped one (and so every overdue
 * one, which is earlier) is picked at the start.
 */
export function BillRepayment({ props, data, onAction }: WidgetProps<BillRepaymentProps, Bills>) {
  const billId = Number(props.billId);
  const items = installmentsOf(data?.list ?? [], billId);
  const payable = items.filter((b) => b.status !== 'PAID');
  /** How many of the unpaid installments, from the earliest, are picked. */
  const [count, setCount] = useState(() => payable.findIndex((b) => b.billId === billId) + 1 || payable.filter((b) => b.status === 'OVERDUE').length);
  if (items.length === 0) return <NotFoundView title="未找到该账单" message="请在账单列表中重新选择" backText="查看账单" onBack={() => onAction({ kind: 'navigate', to: props.billsPath, replace: true })} />;
  const chosen = payable.slice(0, count);
  const total = chosen.reduce((s, b) => s + owed(b), 0);
  const allPicked = payable.length > 0 && chosen.length === payable.length;
  const toggle = (id: number) => {
    const at = payable.findIndex((b) => b.billId === id);
    setCount(at < count ? at : at + 1);
  };
  const first = items[0] as Bill;
  return (
    <div>
      <section className="qsh-money-section" aria-label="账单信息">
        <div className="qsh-money-kv"><span>账单</span><span>{first.title}</span></div>
        <div className="qsh-money-kv"><span>分期</span><span>共{first.totalPeriods}期</span></div>
        <div className="qsh-money-kv"><span>剩余应还</span><span>¥{formatMoney(payable.reduce((s, b) => s + owed(b), 0))}</span></div>
      </section>
      <section className="qsh-money-group" aria-label="分期明细">
        <div className="qsh-money-group-head">
          <span>分期明细</span>
          {payable.length > 0 ? (
            <label style={{ display: 'flex', alignItems: 'center', gap: 4, color: 'var(--adm-color-text)' }}>
              <input type="checkbox" className="qsh-money-check" checked={allPicked} onChange={() => setCount(allPicked ? 0 : payable.length)} />
              全选
            </label>
          ) : null}
        </div>
        {payable.length > 1 ? <p style={{ margin: 0, padding: '0 12px 8px', fontSize: 12, color: 'var(--adm-color-weak)', background: 'var(--adm-color-background, #f5f5f5)' }}>{REPAY_IN_ORDER_TEXT}</p> : null}
        {items.map((b) => {
          const canPay = b.status !== 'PAID';
          return (
            <label key={b.billId} className="qsh-money-row" style={{ cursor: canPay ? 'pointer' : 'default' }}>
              {canPay ? (
                <input type="checkbox" className="qsh-money-check" checked={chosen.includes(b)} onChange={() => toggle(b.billId)} aria-label={`第${b.periodNo}期 ¥${formatMoney(owed(b))}`} />
              ) : (
                <span className="qsh-money-check" aria-hidden="true" />
              )}
              <span className="qsh-money-row-main">
                <span>
                  第{b.periodNo}期 <span className="qsh-money-row-sub">应还日 {b.dueDate}</span>
                </span>
                <Breakdown bill={b} />
              </span>
              <span className="qsh-money-row-side">
                <span className="qsh-money-amount">¥{formatMoney(canPay ? owed(b) : b.amount)}</span>
                <span className={`qsh-money-tag ${b.status === 'OVERDUE' ? 'overdue' : canPay ? 'unpaid' : 'paid'}`}>{billStatusText(b)}</span>
              </span>
            </label>
          );
        })}
      </section>
      {payable.length === 0 ? <p className="qsh-money-notice">本账单已全部还清</p> : null}
      <SubmitBar
        price={total}
        currency="¥"
        label={`已选${chosen.length}期，合计：`}
        buttonText="去还款"
        disabled={chosen.length === 0}
        onSubmit={() => onAction({ kind: 'navigate', to: props.payPath, query: { billIds: chosen.map((b) => b.billId).join(',') } })}
      />
    </div>
  );
}
