import { Button } from 'antd-mobile';
import { useState } from 'react';
import { CARD_TYPE_TEXT } from '@/lib/bank-card';
import { creditPath } from '@/lib/credit-path';
import { rspCodeOf } from '@/lib/error-message';
import { formatSubmitPrice } from '@/lib/money';
import { SCENE_LABEL } from '@/lib/order-status';
import { useStores } from '@/stores/context';
import { LoadingView, NotFoundView } from '@/ui/load-states';
import { LoadFailure } from '@widgets/shared/load-failure';
import { useLoad } from '@widgets/shared/use-load';
import { ChoiceList } from '@widgets/shared/choice-list';
import { allowedPeriods, paymentHint, PeriodPicker } from '@widgets/shared/period-picker';
import { useAttempt } from '@widgets/shared/use-attempt';
import type { WidgetProps } from '../types';
import { PayKeypad } from '@widgets/shared/pay-keypad';
import type { CashierCard, CashierInfo, CashierProps, PayOption, PayType } from './props.schema';
import { SetPassword } from '@widgets/shared/set-password';
import { addCardReturn, cardAddedWhileAway, useAddCardReturn } from '@widgets/shared/add-card-return';
import { creditReturn } from '@widgets/shared/credit-return';
import { formatSeconds, parseGatewayTime, useCountdown } from './use-countdown';
import './cashier.css';

/** 2503: the order was paid (or cancelled) meanwhile, e.g. in another tab: /pay-result tells which. */
const NOT_PAYABLE = '2503';

const cardName = (c: CashierCard) => `${c.bankName}${CARD_TYPE_TEXT[c.cardType]}（${c.last4}）`;

/** The first available option, CREDITSALES first when it is. */
function firstChoice(info: CashierInfo): PayType | undefined {
  const open = info.payTypes.filter((p) => p.available === 'Y');
  return (open.find((p) => p.payType === 'CREDITSALES') ?? open[0])?.payType;
}

export function Cashier({ props, onAction, state }: WidgetProps<CashierProps>) {
  const { user } = useStores();
  const { state: loaded, retry } = useLoad(props.orderId || undefined, async () => {
    // The block shows CS001's failure (订单 X 不存在 with 我的订单, or 重试); 9991 keeps its dialog, then /my/bill.
    const info = (await state.request('CS001', { orderId: props.orderId }, { showsFailure: true })) as CashierInfo | undefined;
    if (!info?.orderId) throw new Error('订单不存在');
    const [order, cards] = (await Promise.all([
      state.request('SF206', { orderId: props.orderId }, { silent: true }).catch(() => undefined),
      // The cards QUICKPAY pays with; without them the cashier offers 添加银行卡.
      state.request('BK001', {}, { silent: true }).catch(() => undefined),
    ])) as [{ createTime?: string; periods?: number; kind?: string } | undefined, { list?: CashierCard[] } | undefined];
    return { ...info, createTime: order?.createTime, periods: order?.periods, kind: order?.kind, cards: cards?.list ?? [] } satisfies CashierInfo;
  });
  const toOrders = () => onAction({ kind: 'navigate', to: props.ordersPath, replace: true });
  if (!props.orderId) return <NotFoundView title="缺少订单号" message="请从订单列表重新进入收银台" backText="我的订单" onBack={toOrders} />;
  if (loaded.status === 'idle' || loaded.status === 'loading') return <LoadingView lines={6} />;
  // An order that does not exist (or is not the customer's) stays so: the way to the orders, not 重试.
  if (loaded.status === 'error') return <LoadFailure failure={loaded} retry={retry} onBack={toOrders} backText="我的订单" />;
  return <CashierView info={loaded.data} props={props} onAction={onAction} state={state} phone={user.info?.phone} flow={user.info?.flow} />;
}

interface ViewProps extends Pick<WidgetProps<CashierProps>, 'props' | 'onAction' | 'state'> {
  info: CashierInfo;
  phone: string | undefined;
  flow: string | undefined;
}

function CashierView({ info, props, onAction, state, phone, flow }: ViewProps) {
  const cards = info.cards ?? [];
  // Back from 添加银行卡 with a card bound: pay with it (QUICKPAY), as the customer set out to.
  const tripSubject = `order:${info.orderId}`;
  const trip = useAddCardReturn(tripSubject);
  const [added] = useState(() => (quickPayAvailable(info) ? cardAddedWhileAway(trip, cards) : undefined));
  const [payType, setPayType] = useState<PayType | undefined>(() => (added ? 'QUICKPAY' : firstChoice(info)));
  // A product order (SF201/SF203) keeps the periods the customer confirmed with its repayment plan (CS002 refuses others: 2505).
  const fixedPeriods = info.kind === 'PRODUCT' ? info.periods : undefined;
  const [periods, setPeriods] = useState<number>(() => Number(props.periods) || info.periods || 3);
  // More than one period needs 1000 yuan (spec §9; CS002 refuses it: 2506).
  const chosenPeriods = fixedPeriods ?? allowedPeriods(info.amount, periods);
  const [cardId, setCardId] = useState<number | undefined>(() => (added ?? cards.find((c) => c.isDefault === 'Y') ?? cards[0])?.id);
  const card = cards.find((c) => c.id === cardId);
  const [hasPassword, setHasPassword] = useState(info.hasPayPassword === 'Y');
  const [asking, setAsking] = useState<'keypad' | 'set' | undefined>();
  const { busy, run } = useAttempt();
  const created = parseGatewayTime(info.createTime);
  const left = useCountdown(created === undefined ? undefined : created + props.expireMinutes * 60_000);
  const expired = left === 0;
  const option = info.payTypes.find((p) => p.payType === payType);
  const scene = SCENE_LABEL[info.scene] ?? '订单支付';

  if (info.status !== 'REPAY') {
    return (
      <div className="qsh-cashier-head">
        <h2>{scene}</h2>
        <p>该订单当前不可支付</p>
        <Button color="primary" onClick={() => onAction({ kind: 'navigate', to: '/order-info', query: { orderId: info.orderId }, replace: true })}>查看订单</Button>
      </div>
    );
  }

  /** The periods of 信用购分期: a product order's confirmed ones, fixed; else a choice, each with what a period costs. */
  const periodsOf = () =>
    fixedPeriods !== undefined ? (
      <div className="qsh-cashier-fixed" aria-label="分期期数">
        <span>分期期数 {fixedPeriods}期</span>
        <span className="qsh-cashier-reason">{paymentHint(info.amount, fixedPeriods).replace('\n', '，')}（下单时已确认）</span>
      </div>
    ) : (
      <PeriodPicker heading value={chosenPeriods} onChange={setPeriods} amount={info.amount} />
    );

  const toResult = () =>
    onAction({ kind: 'navigate', to: props.resultPath, query: { orderId: info.orderId, ...(props.orderSource ? { orderSource: props.orderSource } : {}) }, replace: true });
  const pay = async (password?: string) => {
    if (!option) return;
    const credit = option.payType === 'CREDITSALES';
    const quick = option.payType === 'QUICKPAY' && card ? { bankCardId: card.id } : {};
    const fields = { orderId: info.orderId, payType: option.payType, ...(credit ? { periods: chosenPeriods } : {}), ...quick, ...(password ? { payPassword: password } : {}) };
    try {
      const done = await run(`${info.orderId}:${option.payType}:${credit ? chosenPeriods : ''}`, (key) =>
        state.request('CS002', fields, { loading: true, idempotencyKey: key }),
      );
      if (done === undefined) return;
      toResult();
    } catch (error) {
      // The gateway showed the message (支付密码错误, 9991 -> /my/bill, network); the order stays payable,
      // unless it is no longer (2503: paid or cancelled meanwhile), which /pay-result shows.
      if (rspCodeOf(error) === NOT_PAYABLE) toResult();
    }
  };
  const confirm = () => {
    if (!option || busy || expired) return;
    if (option.needPassword === 'Y') setAsking(hasPassword ? 'keypad' : 'set');
    else void pay();
  };

  const gatedLast = lastCreditGated(info);
  /** What sits right under a pay type: the chosen 信用购分期's periods, the chosen 银行卡快捷支付's cards when there are several, or the way to make a pay type usable. */
  const detailOf = (p: PayOption) => {
    if (p.payType === 'CREDITSALES' && payType === 'CREDITSALES') return periodsOf();
    if (p.payType === gatedLast) {
      // 激活成功 then offers 继续支付 back to this order (limit-granted).
      return <WayToPay text="去授信" onClick={() => {
        creditReturn().write({ orderId: info.orderId });
        onAction({ kind: 'navigate', to: creditPath(flow) });
      }} />;
    }
    if (p.payType === 'QUICKPAY' && cards.length === 0 && quickPayOffered(info)) {
      // Back from it with a card bound, that card pays (useAddCardReturn above).
      return <WayToPay text="添加银行卡" onClick={() => {
        addCardReturn(tripSubject).leave(cards);
        onAction({ kind: 'navigate', to: props.addCardPath });
      }} />;
    }
    if (p.payType === 'QUICKPAY' && payType === 'QUICKPAY' && cards.length > 1) {
      return <ChoiceList label="选择银行卡" value={cardId === undefined ? undefined : String(cardId)} onChange={(v) => setCardId(Number(v))} choices={cards.map((c) => ({ value: String(c.id), label: cardName(c) }))} />;
    }
    return undefined;
  };

  return (
    <div>
      <div className="qsh-cashier-head">
        <h2>{scene}</h2>
        <div>{info.title}</div>
        <div className="qsh-cashier-amount" aria-label="支付金额">{formatSubmitPrice(info.amount, '¥')}</div>
        {left !== undefined ? (
          <div className={`qsh-cashier-countdown${expired ? ' expired' : ''}`} role="timer">
            {expired ? '订单已超时，请重新下单' : `支付剩余时间 ${formatSeconds(left)}`}
          </div>
        ) : null}
      </div>
      <ChoiceList
        label="选择支付方式"
        value={payType}
        onChange={setPayType}
        choices={info.payTypes.map((p: PayOption) => ({
          value: p.payType,
          label: p.name,
          disabled: p.available !== 'Y',
          note: p.available !== 'Y' ? (p.reason ?? '暂不可用') : p.payType === 'QUICKPAY' && card ? cardName(card) : describe(p, info),
          // Under its pay type, not below all six: 分期 chosen, its periods headed 分期期数; 去授信; 添加银行卡; 选择银行卡.
          detail: detailOf(p),
        }))}
      />
      <div className="qsh-cashier-pay">
        <Button block color="primary" size="large" disabled={!option || busy || expired} loading={busy} onClick={confirm}>
          {props.buttonText}
        </Button>
      </div>
      <PayKeypad visible={asking === 'keypad'} onClose={() => setAsking(undefined)} onDone={(p) => { setAsking(undefined); void pay(p); }} />
      <SetPassword
        visible={asking === 'set'}
        phone={phone}
        request={state.request}
        onClose={() => setAsking(undefined)}
        onSet={(p) => {
          setHasPassword(true);
          setAsking(undefined);
          void pay(p);
        }}
      />
    </div>
  );
}

/** A button under an unavailable pay type that leads to what makes it usable (去授信, 添加银行卡). */
function WayToPay({ text, onClick }: { text: string; onClick: () => void }) {
  return (
    <div className="qsh-cashier-way">
      <Button block shape="rounded" onClick={onClick}>{text}</Button>
    </div>
  );
}

/**
 * The last pay type that waits for the credit activation (CS001's reasonCode CREDIT_INACTIVE: 信用账单支付
 * and 信用购分期 say 请先完成授信 together), under which the cashier offers 去授信; undefined when none waits.
 */
function lastCreditGated(info: CashierInfo): PayType | undefined {
  return info.payTypes.filter((p) => p.available !== 'Y' && p.reasonCode === 'CREDIT_INACTIVE').at(-1)?.payType;
}

const quickPayAvailable = (info: CashierInfo) => info.payTypes.some((p) => p.payType === 'QUICKPAY' && p.available === 'Y');

/** QUICKPAY pays this order, or would once a card is bound (CS001's reasonCode NO_CARD; not for orders that refuse it: NOT_SUPPORTED). */
function quickPayOffered(info: CashierInfo): boolean {
  const quick = info.payTypes.find((p) => p.payType === 'QUICKPAY');
  return quick !== undefined && (quick.available === 'Y' || quick.reasonCode === 'NO_CARD');
}

function describe(p: PayOption, info: CashierInfo): string | undefined {
  if (p.payType === 'BILLPAY' || p.payType === 'CREDITSALES') return `可用额度 ${formatSubmitPrice(info.creditAvailable, '¥')}`;
  if (p.payType === 'MEMBERPAY') return `余额 ${formatSubmitPrice(info.balance, '¥')}`;
  return undefined;
}
