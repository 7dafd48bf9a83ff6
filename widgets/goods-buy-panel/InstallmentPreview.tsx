import { formatPrice } from '@/lib/money';
import { installmentPreview, periodsAllowed } from '@/lib/installment';
import { MIN_INSTALLMENT_NOTE } from '@widgets/shared/period-picker';

export interface InstallmentPreviewProps {
  /** The amount to pay, in cents. */
  amount: number;
  /** The periods offered, in months. */
  periods: readonly number[];
  selected: number;
  onSelect(periods: number): void;
}

/**
 * The periods as choices, each with its monthly payment and fee (src/lib/installment.ts, the
 * gateway's plan), and the first month's payment when the remainder makes it differ (the first bill). Below 1000 yuan only one period can be chosen (spec §9), and the rest say so.
 */
export function InstallmentPreview({ amount, periods, selected, onSelect }: InstallmentPreviewProps) {
  const tooSmall = periods.some((n) => !periodsAllowed(amount, n));
  return (
    <div className="qsh-installment">
      <div className="qsh-buy-label" id="qsh-installment-label">分期预览</div>
      <div role="radiogroup" aria-labelledby="qsh-installment-label" className="qsh-installment-options">
        {periods.map((n) => {
          const plan = installmentPreview(amount, n);
          return (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={selected === n}
              disabled={!periodsAllowed(amount, n)}
              className="qsh-installment-option"
              onClick={() => onSelect(n)}
            >
              <span className="qsh-installment-amount">¥{formatPrice(plan.monthlyPayment)} × {n}期</span>
              {plan.firstPayment !== plan.monthlyPayment && <span className="qsh-installment-fee">首期 ¥{formatPrice(plan.firstPayment)}</span>}
              <span className="qsh-installment-fee">{plan.fee > 0 ? `手续费 ¥${formatPrice(plan.fee)}/期` : '免手续费'}</span>
            </button>
          );
        })}
      </div>
      {tooSmall && <div className="qsh-buy-hint">{MIN_INSTALLMENT_NOTE}</div>}
    </div>
  );
}
