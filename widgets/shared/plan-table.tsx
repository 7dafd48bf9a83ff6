import { formatMoney } from '@/lib/money';
import type { RepaymentPlan } from '@/lib/repayment-plan';
import './money-screens.css';

/** 还款计划: one row per period (due date, principal, fee, amount) and the totals. */
export function PlanTable({ plan }: { plan: RepaymentPlan }) {
  return (
    <section className="qsh-money-section" aria-label="还款计划">
      <div className="qsh-money-kv">
        <span>还款计划</span>
        <span>
          共{plan.lines.length}期，总计 ¥{formatMoney(plan.total)}（含服务费 ¥{formatMoney(plan.totalFee)}）
        </span>
      </div>
      <table className="qsh-money-table">
        <thead>
          <tr>
            <th scope="col">期数</th>
            <th scope="col">应还日</th>
            <th scope="col">本金</th>
            <th scope="col">服务费</th>
            <th scope="col">应还</th>
          </tr>
        </thead>
        <tbody>
          {plan.lines.map((l) => (
            <tr key={l.periodNo}>
              <td>第{l.periodNo}期</td>
              <td>{l.dueDate}</td>
              <td>{formatMoney(l.principal)}</td>
              <td>{formatMoney(l.fee)}</td>
              <td>{formatMoney(l.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
