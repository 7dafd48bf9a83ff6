import { Button, Form, Input, Toast } from 'antd-mobile';
import { Checkbox } from '@/ui/checkbox';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { isPhone } from '@/lib/validators';
import { useStores } from '@/stores/context';
import type { WidgetProps } from '../types';
import type { SmsLoginProps } from './props.schema';
import { redirectAction } from './redirect';
import { sendCodeText, useResendCountdown } from '@widgets/shared/use-resend-countdown';
import './sms-login.css';

const PHONE_MESSAGE = '请输入正确的手机号（1开头的11位数字）';

export const SmsLogin = observer(function SmsLogin({ props, onAction, state }: WidgetProps<SmsLoginProps>) {
  const { user, app } = useStores();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [devCode, setDevCode] = useState<string>();
  const [phoneError, setPhoneError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const countdown = useResendCountdown();
  const agreements = props.agreements;
  const { redirect } = props;

  // Logged in here, by one-key login (oneKeyLoginResponse) or already: go on.
  useEffect(() => {
    if (user.isLoggedIn) onAction(redirectAction(redirect));
  }, [user.isLoggedIn, redirect, onAction]);

  const checkPhone = () => {
    const ok = isPhone(phone);
    setPhoneError(ok ? undefined : PHONE_MESSAGE);
    return ok;
  };
  // Clear a shown error while typing (not on blur, which would move the buttons under the finger).
  const changePhone = (value: string) => {
    setPhone(value);
    if (phoneError && isPhone(value)) setPhoneError(undefined);
  };
  const send = async () => {
    if (!checkPhone() || countdown.left > 0 || sending) return;
    setSending(true);
    try {
      const answer = (await state.request('BA002', { phone, scene: props.scene })) as { devCode?: string } | undefined;
      countdown.start();
      setSent(true);
      setDevCode(answer?.devCode);
      Toast.show({ content: '验证码已发送' });
    } catch {
      // The gateway already showed the server's message.
    } finally {
      setSending(false);
    }
  };
  const submit = async () => {
    if (!checkPhone()) return;
    if (!/^\d{6}$/.test(code)) return void Toast.show({ content: '请输入6位短信验证码' });
    if (!agreed) return void Toast.show({ content: `请先阅读并同意${agreements.map((a) => a.title).join('')}` });
    setBusy(true);
    try {
      await user.applyLoginReply(await state.request('BA003', { phone, smsCode: code, channel: app.channel }, { loading: true }));
    } catch {
      // Wrong or expired code: the gateway showed the message; what was typed stays.
    } finally {
      setBusy(false);
    }
  };
  const sendText = sendCodeText(countdown.left, sent);
  return (
    <div className="qsh-sms-login">
      <Form layout="horizontal" footer={<Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>{props.submitText}</Button>}>
        <Form.Item label="手机号" description={phoneError ? <span role="alert" className="qsh-sms-login-error">{phoneError}</span> : undefined}>
          <Input type="tel" inputMode="numeric" maxLength={11} placeholder="请输入手机号" value={phone} onChange={changePhone} onBlur={() => phone && checkPhone()} aria-label="手机号" />
        </Form.Item>
        <Form.Item
          label="验证码"
          extra={<Button size="small" fill="none" color="primary" disabled={countdown.left > 0} loading={sending} onClick={() => void send()}>{sendText}</Button>}
        >
          <Input type="tel" inputMode="numeric" maxLength={6} placeholder="请输入验证码" value={code} onChange={setCode} aria-label="验证码" />
        </Form.Item>
      </Form>
      {devCode ? <div className="qsh-sms-login-dev">演示环境验证码：{devCode}</div> : null}
      <div className="qsh-sms-login-agree">
        <Checkbox checked={agreed} onChange={setAgreed}>
          <span className="qsh-sms-login-agree-text">我已阅读并同意</span>
        </Checkbox>
        {agreements.map((a) => (
          <a key={a.key} role="link" tabIndex={0} onClick={() => onAction({ kind: 'navigate', to: `/agreement/${a.key}` })} onKeyDown={(e) => e.key === 'Enter' && onAction({ kind: 'navigate', to: `/agreement/${a.key}` })}>
            {a.title}
          </a>
        ))}
      </div>
    </div>
  );
});
