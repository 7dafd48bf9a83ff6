import { Button, List } from 'antd-mobile';
import { useRef, useState } from 'react';
import { formatMoney } from '@/lib/money';
import { PayKeypad } from '@widgets/shared/pay-keypad';
import { SetPassword } from '@widgets/shared/set-password';
import type { CardSecrets } from '../card-secret-list/props.schema';
import { NotFoundView } from '@/ui/load-states';
import type { WidgetProps } from '../types';
import type { CardRetrieveProps } from './props.schema';
import { keepRetrieved, type RetrievedSecret } from './retrieved-secret';

export function CardRetrieve({ props, data, onAction, state }: WidgetProps<CardRetrieveProps, CardSecrets>) {
  const cardId = Number(props.cardId);
  const card = (data?.list ?? []).find((c) => c.id === cardId);
  const hasPassword = data?.hasPayPassword === 'Y';
  // The keypad is open from the start (entering the password is all there is to do here) until closed.
  const [keypadClosed, setKeypadClosed] = useState(false);
  const [setting, setSetting] = useState(false);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  if (!card) return <NotFoundView title="未找到该卡密" message="请在卡密列表中重新选择" backText="卡密列表" onBack={() => onAction({ kind: 'navigate', to: props.listPath, replace: true })} />;

  const retrieve = async (payPassword: string) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setKeypadClosed(true);
    try {
      const answer = (await state.request('CP002', { cardId, payPassword }, { loading: true })) as Omit<RetrievedSecret, 'name'>;
      keepRetrieved({ id: answer.id, cardNo: answer.cardNo, secret: answer.secret, faceValue: answer.faceValue, name: card.name });
      onAction({ kind: 'navigate', to: props.resultPath, query: { cardId }, replace: true });
    } catch {
      // The gateway showed its message (支付密码错误, ...); the user opens the keypad again.
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <div style={{ paddingBottom: 24 }}>
      <List header="卡密信息">
        <List.Item extra={card.name}>名称</List.Item>
        <List.Item extra={`¥${formatMoney(card.faceValue)}`}>面值</List.Item>
        <List.Item extra={card.cardNo}>卡号</List.Item>
      </List>
      <div style={{ padding: '16px 24px 0' }}>
        {hasPassword ? (
          <Button block color="primary" shape="rounded" loading={busy} disabled={busy} onClick={() => setKeypadClosed(false)}>
            输入支付密码提取
          </Button>
        ) : (
          <>
            <p style={{ fontSize: 13, color: 'var(--adm-color-weak)', textAlign: 'center' }}>提取卡密需验证支付密码，您还未设置支付密码</p>
            <Button block color="primary" shape="rounded" loading={busy} disabled={busy} onClick={() => setSetting(true)}>
              设置支付密码
            </Button>
          </>
        )}
      </div>
      <PayKeypad visible={hasPassword && !keypadClosed} title="请输入支付密码" onClose={() => setKeypadClosed(true)} onDone={(p) => void retrieve(p)} />
      <SetPassword
        visible={setting}
        phone={props.phone || undefined}
        request={state.request}
        onClose={() => setSetting(false)}
        onSet={(p) => {
          setSetting(false);
          void retrieve(p);
        }}
      />
    </div>
  );
}
