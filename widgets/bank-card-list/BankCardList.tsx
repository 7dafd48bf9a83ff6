import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { CARD_TYPE_TEXT } from '@/lib/bank-card';
import { EmptyView } from '@/ui/load-states';
import { useConfirm } from '@widgets/shared/use-confirm';
import type { WidgetProps } from '../types';
import type { BankCardListProps, BankCards } from './props.schema';
import '@widgets/shared/money-screens.css';

/** The bound cards (BK001) with 解绑 (BK003, after a confirm) and 添加银行卡. */
export function BankCardList({ props, data, onAction, state }: WidgetProps<BankCardListProps, BankCards>) {
  const confirm = useConfirm();
  const cards = data?.list ?? [];
  const [busy, setBusy] = useState<number>();
  const add = () => onAction({ kind: 'navigate', to: props.addPath });
  const unbind = async (id: number, name: string) => {
    if (busy !== undefined) return;
    const ok = await confirm({ title: '解绑银行卡', content: `确定解绑${name}吗？解绑后将不能用这张卡还款和提现。`, confirmText: '解绑', cancelText: '取消' });
    if (!ok) return;
    setBusy(id);
    try {
      await state.request('BK003', { cardId: id }, { loading: true });
      Toast.show({ content: '已解绑' });
      state.reload();
    } catch {
      // The gateway showed its message; the card stays.
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <div>
      {cards.length === 0 ? <EmptyView title="暂未绑定银行卡" description="绑定后可用于还款和借款提现" /> : null}
      {cards.map((c) => {
        const name = `${c.bankName}${CARD_TYPE_TEXT[c.cardType]}（尾号${c.last4}）`;
        return (
          <section key={c.id} className={`qsh-money-card${c.cardType === 'CREDIT' ? ' credit' : ''}`} aria-label={name}>
            <div style={{ fontSize: 16, fontWeight: 600 }}>{c.bankName}</div>
            <div className="qsh-money-card-no">{c.maskedNo}</div>
            <div className="qsh-money-card-foot">
              <span>
                {CARD_TYPE_TEXT[c.cardType]}
                {c.isDefault === 'Y' ? ' · 默认卡' : ''}
              </span>
              <button type="button" disabled={busy === c.id} onClick={() => void unbind(c.id, name)} aria-label={`解绑${name}`}>
                解绑
              </button>
            </div>
          </section>
        );
      })}
      <div className="qsh-money-actions">
        <Button block color="primary" shape="rounded" onClick={add}>
          添加银行卡
        </Button>
      </div>
    </div>
  );
}
