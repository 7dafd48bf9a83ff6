import { Button } from 'antd-mobile';
import { formatSubmitPrice } from '@/lib/money';
import './order-shared.css';

export interface SubmitBarProps {
  /** Price in cents. */
  price: number;
  currency: string;
  label?: string;
  buttonText: string;
  disabled?: boolean;
  loading?: boolean;
  onSubmit: () => void;
}

/** The bottom bar of a checkout: 合计 price (cents, with its currency) and the submit button. */
export function SubmitBar({ price, currency, label = '合计：', buttonText, disabled, loading, onSubmit }: SubmitBarProps) {
  return (
    <div className="qsh-submit-bar">
      <div className="qsh-submit-bar-price">
        {label}
        <span aria-label="应付金额">{formatSubmitPrice(price, currency)}</span>
      </div>
      <Button color="primary" shape="rounded" disabled={disabled || loading} loading={loading} onClick={onSubmit}>
        {buttonText}
      </Button>
    </div>
  );
}
