import { Button, TextArea } from 'antd-mobile';
import { useRef, useState } from 'react';
import { formatMoney } from '@/lib/money';
import { orderStatusView } from '@/lib/order-status';
import { ChoiceChips } from '@/ui/choice-chips';
import { EmptyView } from '@/ui/load-states';
import { StatusTag } from '@widgets/shared/status-tag';
import { useConfirm } from '@widgets/shared/use-confirm';
import type { WidgetProps } from '../types';
import type { OrderReturnProps, ReturnOrder } from './props.schema';
import '@widgets/shared/assets.css';

export const CONFIRM_TEXT = '确定申请退款吗？款项将原路退回';
export const NOTE_MESSAGE = '请填写退款原因';

export function OrderReturn({ props, data, onAction, state }: WidgetProps<OrderReturnProps, ReturnOrder>) {
  const confirm = useConfirm();
  const [reason, setReason] = useState<string>();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Set once the refund was asked: the page never asks it again, even before it navigates away.
  const asked = useRef(false);
  if (!data?.orderId) return <EmptyView title="订单不存在" />;
  const view = orderStatusView(data.status);
  if (!view.actions.includes('refund')) {
    return (
      <section className="qsh-asset" role="status">
        <div className="qsh-asset-item-title">{data.title}</div>
        <div className="qsh-asset-note">订单状态：{view.label}。{data.status.startsWith('REFUND') ? '该订单已申请退款，请勿重复提交。' : '该订单当前不可退款。'}</div>
      </section>
    );
  }
  const others = props.reasons[props.reasons.length - 1];
  const submit = async () => {
    if (busy || asked.current) return;
    if (!reason) return setError('请选择退款原因');
    if (reason === others && !note.trim()) return setError(NOTE_MESSAGE);
    setError(undefined);
    if (!(await confirm({ title: '申请退款', content: CONFIRM_TEXT, confirmText: '确定', cancelText: '再想想' }))) return;
    if (asked.current) return;
    setBusy(true);
    asked.current = true;
    try {
      const text = note.trim() ? `${reason}：${note.trim()}` : reason;
      await state.request(props.api, { orderId: data.orderId, reason: text.slice(0, 200) }, { loading: true });
      onAction({ kind: 'navigate', to: props.donePath, replace: true });
    } catch {
      // Refused (e.g. past 7 days): the gateway showed why; what was typed stays.
      asked.current = false;
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <section className="qsh-asset" aria-label="退款订单">
        <div className="qsh-asset-head">
          <span className="qsh-asset-item-title">{data.title}</span>
          <StatusTag status={data.status} />
        </div>
        <div className="qsh-asset-row">
          <span>订单号 {data.orderId}</span>
          <span>退款金额 <strong className="qsh-asset-strong">¥{formatMoney(data.amount)}</strong></span>
        </div>
        <div className="qsh-asset-note">退款将原路退回：余额支付退回余额，额度支付释放额度，其他方式退回原支付账户。会员卡退款后立即失效。</div>
      </section>
      <section className="qsh-asset" aria-label="退款原因">
        <div className="qsh-asset-label" aria-hidden="true">退款原因</div>
        <ChoiceChips label="退款原因" options={props.reasons.map((r) => ({ value: r, label: r }))} value={reason} onChange={(r) => { setReason(r); setError(undefined); }} />
        <div style={{ marginTop: 12 }}>
          <label htmlFor="qsh-return-note" className="qsh-asset-label">补充说明</label>
          <TextArea id="qsh-return-note" placeholder={reason === others ? '请填写退款原因' : '补充说明（选填）'} maxLength={100} showCount value={note} onChange={setNote} rows={3} />
        </div>
        {error ? <div role="alert" className="qsh-asset-error">{error}</div> : null}
        <div className="qsh-asset-foot">
          <Button block color="primary" size="large" disabled={busy} loading={busy} onClick={() => void submit()}>提交退款申请</Button>
        </div>
      </section>
    </div>
  );
}
