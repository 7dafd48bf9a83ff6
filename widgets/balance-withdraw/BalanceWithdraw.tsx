import { Button } from 'antd-mobile';
import { useState } from 'react';
import { formatMoney, formatSubmitPrice } from '@/lib/money';
import { EmptyView, ErrorView, LoadingView } from '@/ui/load-states';
import { AmountField, checkYuan } from '@widgets/shared/amount-field';
import { useAttempt } from '@widgets/shared/use-attempt';
import { useConfirm } from '@widgets/shared/use-confirm';
import { useLoad } from '@widgets/shared/use-load';
import { PayKeypad } from '@widgets/shared/pay-keypad';
import { SetPassword } from '@widgets/shared/set-password';
import type { WidgetProps } from '../types';
import type { BalanceData, BalanceWithdrawProps, BoundCard } from './props.schema';
import '@widgets/shared/assets.css';

export const OVER_BALANCE = '提现金额不能超过可提现余额';

/** A withdrawal the customer confirmed, waiting for the pay password (`keypad`) or for one to be set first (`set`). */
type Asking = { step: 'keypad' | 'set'; cents: number; card: BoundCard };

export function BalanceWithdraw({ props, data, onAction, state }: WidgetProps<BalanceWithdrawProps, BalanceData>) {
  const confirm = useConfirm();
  const { state: loaded, retry } = useLoad(`${props.cardsApi}:${props.accountApi}`, async () => {
    const [cards, account] = (await Promise.all([
      state.request(props.cardsApi, {}, { silent: true }),
      state.request(props.accountApi, {}, { silent: true }),
    ])) as [{ list?: BoundCard[] }, { hasPayPassword?: 'Y' | 'N' }];
    return { list: cards.list ?? [], hasPassword: account.hasPayPassword === 'Y' };
  });
  const [cardId, setCardId] = useState<number>();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [asking, setAsking] = useState<Asking>();
  /** Set here when the customer sets a password on the way (the loaded answer is older). */
  const [passwordSet, setPasswordSet] = useState(false);
  const { busy, run } = useAttempt();

  const withdrawable = data?.withdrawable ?? 0;
  if (loaded.status === 'error') return <ErrorView message={loaded.message} onRetry={retry} />;
  if (loaded.status !== 'ready') return <LoadingView />;
  const { list } = loaded.data;
  const hasPassword = passwordSet || loaded.data.hasPassword;
  const card = list.find((c) => c.id === cardId) ?? list.find((c) => c.isDefault === 'Y') ?? list[0];
  if (!card) {
    return (
      <section className="qsh-asset">
        <EmptyView title="请先绑定银行卡" description="提现将转入您本人的银行卡" />
        <Button block color="primary" onClick={() => onAction({ kind: 'navigate', to: props.bindPath })}>去绑卡</Button>
      </section>
    );
  }
  const cardText = (c: BoundCard) => `${c.bankName}（尾号${c.last4}）`;
  const withdraw = async ({ cents, card: to }: Asking, payPassword: string) => {
    setAsking(undefined);
    try {
      const done = await run(`${to.id}:${cents}`, (idempotencyKey) => state.request(props.api, { amount: cents, bankCardId: to.id, payPassword }, { idempotencyKey, loading: true }));
      if (done) onAction({ kind: 'navigate', to: props.resultPath, query: { amount: formatSubmitPrice(cents), card: cardText(to) }, replace: true });
    } catch {
      // 支付密码错误, 余额不足 and the like come from the gateway as a dialog; nothing changed, the key stays for a retry.
    }
  };
  const submit = async () => {
    const checked = checkYuan(text, props.min, props.max, '提现');
    if ('error' in checked) return setError(checked.error);
    if (checked.cents > withdrawable) return setError(`${OVER_BALANCE} ¥${formatMoney(withdrawable)}`);
    setError(undefined);
    // Money leaves the account: the customer confirms the amount and the card, then gives the pay
    // password (schemas/pay-password.ts), setting one first if they never did.
    if (!(await confirm({ title: '提现确认', content: `确定提现${formatSubmitPrice(checked.cents)}至${cardText(card)}吗？`, confirmText: '确定提现', cancelText: '取消' }))) return;
    setAsking({ step: hasPassword ? 'keypad' : 'set', cents: checked.cents, card });
  };
  return (
    <section className="qsh-asset">
      <div className="qsh-asset-label" id="qsh-withdraw-card">到账银行卡</div>
      <div className="qsh-asset-options" role="radiogroup" aria-labelledby="qsh-withdraw-card" style={{ gridTemplateColumns: '1fr' }}>
        {list.map((c) => (
          <button key={c.id} type="button" role="radio" aria-checked={c.id === card.id} className="qsh-asset-option" onClick={() => setCardId(c.id)}>
            {c.bankName}（尾号{c.last4}）
          </button>
        ))}
      </div>
      <AmountField id="qsh-withdraw-amount" label="提现金额" value={text} onChange={(v) => { setText(v); setError(undefined); }} placeholder={`可提现 ¥${formatMoney(withdrawable)}`} error={error} />
      <div className="qsh-asset-row" style={{ marginTop: 8, alignItems: 'center' }}>
        <span>可提现 ¥{formatMoney(withdrawable)}</span>
        <Button size="mini" fill="none" color="primary" disabled={withdrawable < props.min} onClick={() => { setText(String(Math.min(withdrawable, props.max) / 100)); setError(undefined); }}>全部提现</Button>
      </div>
      <div className="qsh-asset-note">单笔提现 ¥{formatMoney(props.min)} - ¥{formatMoney(props.max)}，不超过可提现余额；提现免手续费，一般 2 小时内到账。</div>
      <div className="qsh-asset-foot">
        <Button block color="primary" size="large" disabled={busy} loading={busy} onClick={() => void submit()}>确认提现</Button>
      </div>
      <PayKeypad visible={asking?.step === 'keypad'} onClose={() => setAsking(undefined)} onDone={(p) => asking && void withdraw(asking, p)} />
      <SetPassword
        visible={asking?.step === 'set'}
        phone={props.phone || undefined}
        request={state.request}
        onClose={() => setAsking(undefined)}
        onSet={(p) => {
          setPasswordSet(true);
          if (asking) void withdraw(asking, p);
        }}
      />
    </section>
  );
}
