import { useState } from 'react';
import { Button } from 'antd-mobile';
import { errorMessage, rspCodeOf } from '@/lib/error-message';
import { formatMoney } from '@/lib/money';
import { ErrorView, LoadingView, StateView } from '@/ui/load-states';
import { PayKeypad } from '@widgets/shared/pay-keypad';
import { SetPassword } from '@widgets/shared/set-password';
import { ChoiceList } from '@widgets/shared/choice-list';
import { SubmitBar } from '@widgets/shared/submit-bar';
import { owed, parseBillIds, type Bills } from '@widgets/shared/bills';
import { useLoad } from '@widgets/shared/use-load';
import { useAttempt } from '@widgets/shared/use-attempt';
import type { WidgetProps } from '../types';
import { payChoices, payFields, type BankCard, type Method } from './pay-methods';
import { addCardReturn, cardAddedWhileAway, useAddCardReturn } from '@widgets/shared/add-card-return';
import type { BillPayProps } from './props.schema';
import '@widgets/shared/money-screens.css';

interface PayContext {
  cards: BankCard[];
  balance: number;
  hasPayPassword: boolean;
}

/** Repays the chosen bills with BL003 by card, balance, Alipay or WeChat; card and balance ask for the pay password. */
/** BL003's refusal of bills chosen out of order (an earlier period of the same goods left out). */
const OUT_OF_ORDER = '3003';

export function BillPay({ props, data, onAction, state }: WidgetProps<BillPayProps, Bills>) {
  const ids = parseBillIds(props.billIds);
  const bills = (data?.list ?? []).filter((b) => ids.includes(b.billId) && b.status !== 'PAID');
  const amount = bills.reduce((s, b) => s + owed(b), 0);
  const load = useLoad<PayContext>('pay', async () => {
    const [cards, wallet, account] = (await Promise.all([
      state.request('BK001', {}, { silent: true }),
      state.request('OT001', {}, { silent: true }),
      state.request('UC013', {}, { silent: true }),
    ])) as [{ list: BankCard[] }, { balance: number }, { hasPayPassword: 'Y' | 'N' }];
    return { cards: cards.list, balance: wallet.balance, hasPayPassword: account.hasPayPassword === 'Y' };
  });
  const [picked, setPicked] = useState<Method>();
  const [keypad, setKeypad] = useState(false);
  const [setting, setSetting] = useState(false);
  // The last refusal: its message, and whether paying again could work (3003 cannot: the bills were chosen out of order).
  const [failure, setFailure] = useState<{ message: string; outOfOrder: boolean }>();
  const attempt = useAttempt('qsh.billPayAttempt');
  const signature = [...ids].sort((a, b) => a - b).join(',');
  // Back from 添加银行卡 the page is drawn anew: preselect the card just bound, or keep the method chosen before.
  const subject = `bills:${signature}`;
  const trip = useAddCardReturn(subject);

  if (ids.length === 0 || bills.length === 0) {
    const toBills = { text: '查看账单', onPress: () => onAction({ kind: 'navigate', to: props.billPath, replace: true }) };
    return ids.length === 0 ? (
      <StateView title="未选择账单" description="请在账单列表中选择要还的账单" actions={[toBills]} />
    ) : (
      <StateView title="所选账单已还清或不存在" description="请返回账单列表查看" actions={[toBills]} />
    );
  }
  const ctx: PayContext | undefined = load.state.status === 'ready' ? load.state.data : undefined;
  const choices = ctx ? payChoices(ctx.cards, ctx.balance, amount) : [];
  const added = ctx ? cardAddedWhileAway(trip, ctx.cards) : undefined;
  const returned = added ? `card-${added.id}` : trip?.choice;
  const method = picked ?? choices.find((c) => c.value === returned && !c.disabled)?.value ?? choices.find((c) => !c.disabled)?.value;

  const pay = async (payPassword?: string) => {
    if (!method) return;
    setKeypad(false);
    setFailure(undefined);
    const { payType, bankCardId } = payFields(method);
    try {
      const done = await attempt.run(signature, (idempotencyKey) =>
        state.request('BL003', { billIds: ids, payType, ...(bankCardId ? { bankCardId } : {}), ...(payPassword ? { payPassword } : {}) }, { idempotencyKey, loading: true }),
      );
      if (done !== undefined) onAction({ kind: 'navigate', to: props.resultPath, query: { billIds: ids.join(',') }, replace: true });
    } catch (e) {
      // The gateway showed its message; nothing was charged, and a retry reuses the same key.
      setFailure({ message: errorMessage(e), outOfOrder: rspCodeOf(e) === OUT_OF_ORDER });
    }
  };
  const submit = () => {
    if (!method || !ctx || attempt.busy) return;
    if (!payFields(method).needsPassword) return void pay();
    if (ctx.hasPayPassword) setKeypad(true);
    else setSetting(true);
  };

  return (
    <div>
      <section className="qsh-money-head" aria-label="还款金额">
        <div className="qsh-money-head-label">还款金额（元）</div>
        <div className="qsh-money-head-amount">¥{formatMoney(amount)}</div>
        <div className="qsh-money-head-note">共{bills.length}期账单</div>
      </section>
      <section className="qsh-money-section" aria-label="还款账单">
        {bills.map((b) => (
          <div key={b.billId} className="qsh-money-kv">
            <span>
              {b.title} 第{b.periodNo}/{b.totalPeriods}期{b.status === 'OVERDUE' ? `（已逾期${b.overdueDays}天）` : ''}
            </span>
            <span>¥{formatMoney(owed(b))}</span>
          </div>
        ))}
      </section>
      {load.state.status === 'error' ? <ErrorView message={load.state.message} onRetry={load.retry} /> : null}
      {load.state.status === 'loading' || load.state.status === 'idle' ? <LoadingView /> : null}
      {ctx ? <ChoiceList label="选择还款方式" choices={choices} value={method} onChange={setPicked} /> : null}
      <div className="qsh-money-actions" style={{ paddingTop: 8 }}>
        <Button
          block
          shape="rounded"
          onClick={() => {
            addCardReturn(subject).leave(ctx?.cards, method);
            onAction({ kind: 'navigate', to: props.addCardPath });
          }}
        >
          添加银行卡
        </Button>
      </div>
      {failure ? <p role="alert" className="qsh-money-error">还款未成功：{failure.message}{failure.outOfOrder ? '' : '，可重新支付'}</p> : null}
      {/* Bills chosen out of order go back to the bill list, which picks them in order: paying again would be refused again. */}
      <SubmitBar
        price={amount}
        currency="¥"
        label="还款："
        buttonText={failure?.outOfOrder ? '返回账单' : failure ? '重新支付' : '确认还款'}
        disabled={!failure?.outOfOrder && !method}
        loading={attempt.busy}
        onSubmit={failure?.outOfOrder ? () => onAction({ kind: 'navigate', to: props.billPath, replace: true }) : submit}
      />
      <PayKeypad visible={keypad} onClose={() => setKeypad(false)} onDone={(p) => void pay(p)} />
      <SetPassword
        visible={setting}
        phone={props.phone || undefined}
        request={state.request}
        onClose={() => setSetting(false)}
        onSet={(p) => {
          setSetting(false);
          void pay(p);
        }}
      />
    </div>
  );
}
