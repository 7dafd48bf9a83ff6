import { Button, Toast } from 'antd-mobile';
import { useId, useState, type ReactNode } from 'react';
import { bankOf, BIN_LENGTH, cardDigits, CARD_TYPE_TEXT, groupCardNo, isCardNo } from '@/lib/bank-card';
import { isPhone } from '@/lib/validators';
import { StateView } from '@/ui/load-states';
import { ChoiceList } from '@widgets/shared/choice-list';
import { sendCodeText, useResendCountdown } from '@widgets/shared/use-resend-countdown';
import type { WidgetProps } from '../types';
import type { BankCardAddProps } from './props.schema';
import { useCardDraft } from './use-card-draft';
import '@widgets/shared/money-screens.css';

type Field = 'cardNo' | 'phone' | 'code' | 'agree';
type CardType = keyof typeof CARD_TYPE_TEXT;

const MESSAGES: Record<Field, string> = {
  cardNo: '请输入正确的银行卡号',
  phone: '请输入正确的手机号',
  code: '请输入6位短信验证码',
  agree: '',
};

function Row({ label, id, error, children, extra }: { label: string; id: string; error?: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <>
      <div className="qsh-money-field">
        <label htmlFor={id}>{label}</label>
        {children}
        {extra}
      </div>
      {error ? <div role="alert" className="qsh-money-error" style={{ background: '#fff', paddingLeft: 104 }}>{error}</div> : null}
    </>
  );
}

/** 添加银行卡: holder (read-only), card number, type, reserved phone, SMS code, agreement; BK002. */
export function BankCardAdd({ props, onAction, state }: WidgetProps<BankCardAddProps>) {
  const id = useId();
  const { draft, update, clear } = useCardDraft(props.holderName);
  const cardNo = draft.cardNo ?? '';
  const cardType: CardType = draft.cardType ?? 'DEBIT';
  const phone = draft.phone ?? '';
  const agreed = draft.agreed ?? false;
  const [code, setCode] = useState('');
  // The phone the last code went to: its countdown and demo code belong to that phone only.
  const [sentTo, setSentTo] = useState<string>();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [devCode, setDevCode] = useState<string>();
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const countdown = useResendCountdown();
  if (!props.holderName) {
    return <StateView title="请先完成实名认证" description="银行卡需与实名认证的本人一致" actions={[{ text: '去认证', onPress: () => onAction({ kind: 'navigate', to: props.verifyPath }) }]} />;
  }
  const bank = bankOf(cardNo);
  const check = (fields: readonly Field[]) => {
    const bad: Partial<Record<Field, string>> = {};
    if (fields.includes('cardNo') && !isCardNo(cardNo)) bad.cardNo = MESSAGES.cardNo;
    if (fields.includes('phone') && !isPhone(phone)) bad.phone = MESSAGES.phone;
    if (fields.includes('code') && !/^\d{6}$/.test(code)) bad.code = MESSAGES.code;
    if (fields.includes('agree') && !agreed) bad.agree = `请先阅读并同意${props.agreementTitle}`;
    setErrors((now) => {
      const next = { ...now };
      for (const f of fields) delete next[f];
      return { ...next, ...bad };
    });
    return Object.keys(bad).length === 0;
  };
  // A field showing a message is judged again as it is typed, so the message goes as soon as the
  // value is right, not on leaving the field: gone on blur, it moved 获取验证码 up under the tap
  // that left the card number, and the tap missed.
  const recheck = (field: 'cardNo' | 'phone', ok: boolean) => {
    if (errors[field] === undefined) return;
    setErrors((now) => {
      const next = { ...now };
      if (ok) delete next[field];
      else next[field] = MESSAGES[field];
      return next;
    });
  };
  // The gateway sends one code a minute per phone: another phone may ask at once.
  const waitLeft = sentTo === phone ? countdown.left : 0;
  const changePhone = (next: string) => {
    if (next === phone) return;
    update({ phone: next });
    recheck('phone', isPhone(next));
    // A code typed for the previous phone would only be refused (验证码错误).
    setCode('');
  };
  const send = async () => {
    if (!check(['phone']) || waitLeft > 0 || sending) return;
    setSending(true);
    try {
      const answer = (await state.request('BA002', { phone, scene: 'LOGIN' })) as { devCode?: string } | undefined;
      countdown.start();
      setSentTo(phone);
      setDevCode(answer?.devCode);
      Toast.show({ content: '验证码已发送' });
    } catch {
      // The gateway showed its message.
    } finally {
      setSending(false);
    }
  };
  const submit = async () => {
    if (busy || !check(['cardNo', 'phone', 'code', 'agree'])) return;
    setBusy(true);
    try {
      await state.request('BK002', { cardNo, phone, smsCode: code, cardType }, { loading: true });
      clear();
      Toast.show({ content: '绑定成功' });
      onAction({ kind: 'back' });
    } catch {
      // Wrong code, card already bound, ...: the gateway showed its message; everything typed stays.
    } finally {
      setBusy(false);
    }
  };
  const shownDevCode = sentTo === phone ? devCode : undefined;
  const sendText = sendCodeText(waitLeft, shownDevCode !== undefined);
  return (
    <div>
      <p className="qsh-money-notice">请绑定持卡人本人的银行卡</p>
      <Row label="持卡人" id={`${id}-name`}>
        <input id={`${id}-name`} value={props.holderName} readOnly aria-readonly="true" />
      </Row>
      <Row label="卡号" id={`${id}-card`} error={errors.cardNo}>
        <input
          id={`${id}-card`}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="请输入银行卡号"
          value={groupCardNo(cardNo)}
          onChange={(e) => {
            const next = cardDigits(e.target.value);
            update({ cardNo: next });
            recheck('cardNo', isCardNo(next));
          }}
          onBlur={() => cardNo && check(['cardNo'])}
        />
      </Row>
      {cardNo.length >= BIN_LENGTH ? <div className="qsh-money-field-note">{bank ? `所属银行：${bank}` : '所属银行：提交后由银行确认'}</div> : null}
      <ChoiceList label="卡类型" choices={[{ value: 'DEBIT', label: CARD_TYPE_TEXT.DEBIT }, { value: 'CREDIT', label: CARD_TYPE_TEXT.CREDIT }]} value={cardType} onChange={(next) => update({ cardType: next })} />
      <Row label="预留手机号" id={`${id}-phone`} error={errors.phone}>
        <input id={`${id}-phone`} type="tel" inputMode="numeric" maxLength={11} placeholder="银行预留手机号" value={phone} onChange={(e) => changePhone(e.target.value.replace(/\D/g, ''))} onBlur={() => phone && check(['phone'])} />
      </Row>
      <Row
        label="验证码"
        id={`${id}-code`}
        error={errors.code}
        extra={
          <button type="button" className="link" disabled={waitLeft > 0 || sending} onClick={() => void send()}>
            {sendText}
          </button>
        }
      >
        <input id={`${id}-code`} type="tel" inputMode="numeric" maxLength={6} placeholder="短信验证码" value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
      </Row>
      {shownDevCode ? <div className="qsh-money-field-note">演示环境验证码：{shownDevCode}</div> : null}
      <div className="qsh-money-agree">
        <input id={`${id}-agree`} type="checkbox" className="qsh-money-check" checked={agreed} onChange={(e) => update({ agreed: e.target.checked })} />
        <label htmlFor={`${id}-agree`}>我已阅读并同意</label>
        <a href={`/agreement/${props.agreementKey}`} onClick={(e) => { e.preventDefault(); onAction({ kind: 'navigate', to: `/agreement/${props.agreementKey}` }); }}>
          {props.agreementTitle}
        </a>
      </div>
      {errors.agree ? <div role="alert" className="qsh-money-error">{errors.agree}</div> : null}
      <div className="qsh-money-actions">
        <Button block color="primary" shape="rounded" loading={busy} disabled={busy} onClick={() => void submit()}>
          确认绑定
        </Button>
      </div>
    </div>
  );
}
