import { Button } from 'antd-mobile';
import { useState } from 'react';
import { formatSubmitPrice } from '@/lib/money';
import { SCENE_LABEL } from '@/lib/order-status';
import { useStores } from '@/stores/context';
import { ErrorView, LoadingView } from '@/ui/load-states';
import { useLoad } from '@widgets/shared/use-load';
import { ChoiceList } from '@widgets/shared/choice-list';
import { PeriodPicker } from '@widgets/shared/period-picker';
import { useAttempt } from '@widgets/shared/use-attempt';
import type { WidgetProps } from '../types';
import { PayKeypad } from '@widgets/shared/pay-keypad';
import type { CashierInfo, CashierProps, PayType } from './props.schema';
import { SetPassword } from '@widgets/shared/set-password';
import { formatSeconds, parseGatewayTime, useCountdown } from './use-countdown';
import './cashier.css';

type Option = CashierInfo['payTypes'][number];

/** The first available option, CREDITSALES first when it is. */
function firstChoice(info: CashierInfo): PayType | undefined {
  const open = info.payTypes.filter((p) => p.available === 'Y');
  return (open.find((p) => p.payType === 'CREDITSALES') ?? open[0])?.payType;
}

export function Cashier({ props, onAction, state }: WidgetProps<CashierProps>) {
  const { user } = useStores();
  const { state: loaded, retry } = useLoad(props.orderId || undefined, async () => {
    // CS001 is not silent: the catalogue shows 9991 (then /my/bill) and other failures in a dialog.
    const info = (await state.request('CS001', { orderId: props.orderId })) as CashierInfo | undefined;
    if (!info?.orderId) throw new Error('订单不存在');
    const order = (await state.request('SF206', { orderId: props.orderId }, { silent: true }).catch(() => undefined)) as { createTime?: string; periods?: number } | undefined;
    return { ...info, createTime: order?.createTime, periods: order?.periods } satisfies CashierInfo;
  });
  if (!props.orderId) return <ErrorView title="缺少订单号" message="请从订单列表重新进入收银台" onRetry={() => onAction({ kind: 'navigate', to: '/order-list' })} />;
  if (loaded.status === 'idle' || loaded.status === 'loading') return <LoadingView lines={6} />;
  if (loaded.status === 'error') return <ErrorView message={loaded.message} onRetry={retry} />;
  return <CashierView info={loaded.data} props={props} onAction={onAction} state={state} phone={user.info?.phone} />;
}

interface ViewProps extends Pick<WidgetProps<CashierProps>, 'props' | 'onAction' | 'state'> {
  info: CashierInfo;
  phone: string | undefined;
}

function CashierView({ info, props, onAction, state, phone }: ViewProps) {
  const [payType, setPayType] = useState<PayType | undefined>(() => firstChoice(info));
  const [periods, setPeriods] = useState<number>(() => Number(props.periods) || info.periods || 3);
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

  const pay = async (password?: string) => {
    if (!option) return;
    const credit = option.payType === 'CREDITSALES';
    const fields = { orderId: info.orderId, payType: option.payType, ...(credit ? { periods } : {}), ...(password ? { payPassword: password } : {}) };
    try {
      const done = await run(`${info.orderId}:${option.payType}:${credit ? periods : ''}`, (key) =>
        state.request('CS002', fields, { loading: true, idempotencyKey: key }),
      );
      if (done === undefined) return;
      onAction({ kind: 'navigate', to: props.resultPath, query: { orderId: info.orderId, ...(props.orderSource ? { orderSource: props.orderSource } : {}) }, replace: true });
    } catch {
      // The gateway showed the message (支付密码错误, 9991 -> /my/bill, network); the order stays payable.
    }
  };
  const confirm = () => {
    if (!option || busy || expired) return;
    if (option.needPassword === 'Y') setAsking(hasPassword ? 'keypad' : 'set');
    else void pay();
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
        choices={info.payTypes.map((p: Option) => ({
          value: p.payType,
          label: p.name,
          disabled: p.available !== 'Y',
          note: p.available !== 'Y' ? (p.reason ?? '暂不可用') : describe(p, info),
        }))}
      />
      {payType === 'CREDITSALES' ? <PeriodPicker value={periods} onChange={setPeriods} hint={(n) => `约${formatSubmitPrice(Math.ceil(info.amount / n), '¥')}/期`} /> : null}
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

function describe(p: Option, info: CashierInfo): string | undefined {
  if (p.payType === 'BILLPAY' || p.payType === 'CREDITSALES') return `可用额度 ${formatSubmitPrice(info.creditAvailable, '¥')}`;
  if (p.payType === 'MEMBERPAY') return `余额 ${formatSubmitPrice(info.balance, '¥')}`;
  return undefined;
}
