import { purposeText } from '@/lib/cash-loan';
import { formatMoney } from '@/lib/money';
import type { Loan } from '@widgets/shared/loan-types';

/**
 * What was borrowed, as both loan-detail views list it (rows of a `qsh-money-section`): the amount
 * under `amountLabel`, the periods, the purpose when `withPurpose`, and the card the money went to
 * once the gateway names it (left out, never guessed, before).
 */
export function LoanFacts({ loan, amountLabel, withPurpose = false }: { loan: Loan; amountLabel: string; withPurpose?: boolean }) {
  return (
    <>
      <div className="qsh-money-kv"><span>{amountLabel}</span><span>¥{formatMoney(loan.amount)}</span></div>
      <div className="qsh-money-kv"><span>借款期数</span><span>{loan.periods}期</span></div>
      {withPurpose ? <div className="qsh-money-kv"><span>借款用途</span><span>{purposeText(loan.purpose)}</span></div> : null}
      {loan.card ? <div className="qsh-money-kv"><span>收款银行卡</span><span>{loan.card.bankName} {loan.card.maskedNo}</span></div> : null}
    </>
  );
}
