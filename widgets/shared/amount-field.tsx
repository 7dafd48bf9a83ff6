import { Input } from 'antd-mobile';
import { parseYuanToCents } from '@/lib/money';

/** A labelled amount input (numbers only on the phone keyboard) with its message under it; what was typed stays. */
export function AmountField({ id, label, value, onChange, placeholder, error, prefix = '¥', decimal = true }: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  error?: string;
  prefix?: string;
  decimal?: boolean;
}) {
  return (
    <div>
      <label className="qsh-asset-label" htmlFor={id}>{label}</label>
      <div className="qsh-asset-field">
        {prefix ? <span aria-hidden="true">{prefix}</span> : null}
        <Input id={id} inputMode={decimal ? 'decimal' : 'numeric'} placeholder={placeholder} value={value} onChange={onChange} style={{ '--font-size': '24px' }} />
      </div>
      {error ? <div role="alert" className="qsh-asset-error">{error}</div> : null}
    </div>
  );
}

/** Checks a typed yuan amount against min and max (cents, min at least 1); returns the cents or the Chinese message. A well-written 0 is under the minimum, not a wrong amount. */
export function checkYuan(text: string, min: number, max: number, what: string): { cents: number } | { error: string } {
  if (!text.trim()) return { error: `请输入${what}金额` };
  const cents = parseYuanToCents(text);
  if (cents === undefined || cents < 0) return { error: '请输入正确的金额（最多两位小数）' };
  if (cents < min) return { error: `单笔最低${what}${min / 100}元` };
  if (cents > max) return { error: `单笔最高${what}${(max / 100).toLocaleString('zh-CN')}元` };
  return { cents };
}
