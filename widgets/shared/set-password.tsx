import './order-shared.css';
import { Button, Input, Popup } from 'antd-mobile';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import type { WidgetState } from '../types';
import { PayKeypad } from './pay-keypad';
import { sendCodeText, useResendCountdown } from './use-resend-countdown';

export interface SetPasswordProps {
  visible: boolean;
  phone: string | undefined;
  request: WidgetState['request'];
  onClose: () => void;
  /** The password just set (CP004 answered). */
  onSet: (password: string) => void;
  /** The customer has a password and is changing it: the sheet is titled 修改支付密码 and asks for a new one. */
  changing?: boolean;
}

/** The keypad's titles: the new password, then the same again; a mismatch starts over with its own title. */
export const SET_PASSWORD_TITLES = { first: '请设置6位支付密码', firstNew: '请设置新的6位支付密码', again: '请再次输入支付密码', mismatch: '两次输入的密码不一致，请重新设置' } as const;

/**
 * 设置支付密码 for a user who has none: an SMS code to the account phone (BA002), then the six
 * digits on the keypad, typed twice; the same both times they are saved with CP004, otherwise the
 * keypad says 两次输入的密码不一致 and starts over. A wrong code keeps the typed code and shows the message.
 * After a code is sent, 获取验证码 waits 60 s (重新发送(Ns)), as the gateway takes one code a minute.
 * `changing`: the same steps for a customer who has a password (修改支付密码): the code to the
 * account phone proves it is them, as it does when a password is forgotten.
 */
export function SetPassword({ visible, phone, request, onClose, onSet, changing = false }: SetPasswordProps) {
  const heading = changing ? '修改支付密码' : '设置支付密码';
  const [code, setCode] = useState('');
  const [hint, setHint] = useState('');
  const [error, setError] = useState('');
  const [keypad, setKeypad] = useState(false);
  /** The first entry while the keypad asks for it again; `mismatch` after two different entries. */
  const [entry, setEntry] = useState<{ first?: string; mismatch?: boolean }>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  /** The gateway takes one code a minute per phone (2003 otherwise): the button waits it out. */
  const countdown = useResendCountdown();
  const send = async () => {
    if (!phone || sending || countdown.left > 0) return;
    setSending(true);
    setError('');
    try {
      const answer = (await request('BA002', { phone, scene: 'LOGIN' }, { loading: true, silent: true })) as { devCode?: string } | undefined;
      setHint(answer?.devCode ? `验证码已发送（演示环境验证码：${answer.devCode}）` : '验证码已发送');
      setSent(true);
      countdown.start();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSending(false);
    }
  };
  const openKeypad = () => {
    setEntry({});
    setKeypad(true);
  };
  const closeKeypad = () => {
    setEntry({});
    setKeypad(false);
  };
  const typed = (password: string) => {
    if (entry.first === undefined) return setEntry({ first: password });
    if (entry.first !== password) return setEntry({ mismatch: true });
    void save(password);
  };
  const save = async (password: string) => {
    closeKeypad();
    try {
      await request('CP004', { payPassword: password, smsCode: code }, { loading: true, silent: true });
      setCode('');
      onSet(password);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const codeOk = /^\d{6}$/.test(code);
  return (
    <>
      <Popup visible={visible && !keypad} onMaskClick={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0', padding: 16, boxSizing: 'border-box' }}>
        <div role="dialog" aria-label={heading}>
          <h3 style={{ margin: '0 0 8px', fontSize: 16 }}>{heading}</h3>
          <p style={{ fontSize: 13, color: 'var(--adm-color-weak)', margin: '0 0 12px' }}>{changing ? '验证手机号后，设置新的6位数字支付密码' : '为保障资金安全，请先设置6位数字支付密码'}</p>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Input style={{ flex: 1, minWidth: 0 }} aria-label="短信验证码" placeholder="请输入短信验证码" value={code} maxLength={6} inputMode="numeric" onChange={(v) => setCode(v.replace(/\D/g, ''))} />
            <Button size="small" style={{ flexShrink: 0, whiteSpace: 'nowrap' }} disabled={!phone || sending || countdown.left > 0} onClick={() => void send()}>{sendCodeText(countdown.left, sent)}</Button>
          </div>
          {hint ? <div style={{ fontSize: 12, color: 'var(--adm-color-weak)', marginTop: 6 }}>{hint}</div> : null}
          {error ? <div role="alert" className="qsh-order-error">{error}</div> : null}
          <Button block color="primary" style={{ marginTop: 16 }} disabled={!codeOk} onClick={openKeypad}>设置密码</Button>
        </div>
      </Popup>
      <PayKeypad
        visible={visible && keypad}
        title={entry.first !== undefined ? SET_PASSWORD_TITLES.again : entry.mismatch ? SET_PASSWORD_TITLES.mismatch : changing ? SET_PASSWORD_TITLES.firstNew : SET_PASSWORD_TITLES.first}
        onClose={closeKeypad}
        onDone={typed}
      />
    </>
  );
}
