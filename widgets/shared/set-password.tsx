import './order-shared.css';
import { Button, Input, Popup } from 'antd-mobile';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import type { WidgetState } from '../types';
import { PayKeypad } from './pay-keypad';

export interface SetPasswordProps {
  visible: boolean;
  phone: string | undefined;
  request: WidgetState['request'];
  onClose: () => void;
  /** The password just set (CP004 answered). */
  onSet: (password: string) => void;
}

/**
 * 设置支付密码 for a user who has none: an SMS code to the account phone (BA002), then the six
 * digits on the keypad, saved with CP004. A wrong code keeps the typed code and shows the message.
 */
export function SetPassword({ visible, phone, request, onClose, onSet }: SetPasswordProps) {
  const [code, setCode] = useState('');
  const [hint, setHint] = useState('');
  const [error, setError] = useState('');
  const [keypad, setKeypad] = useState(false);
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!phone || sending) return;
    setSending(true);
    setError('');
    try {
      const answer = (await request('BA002', { phone, scene: 'LOGIN' }, { loading: true, silent: true })) as { devCode?: string } | undefined;
      setHint(answer?.devCode ? `验证码已发送（演示环境验证码：${answer.devCode}）` : '验证码已发送');
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSending(false);
    }
  };
  const save = async (password: string) => {
    setKeypad(false);
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
      <Popup visible={visible && !keypad} onMaskClick={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0', padding: 16 }}>
        <div role="dialog" aria-label="设置支付密码">
          <h3 style={{ margin: '0 0 8px', fontSize: 16 }}>设置支付密码</h3>
          <p style={{ fontSize: 13, color: 'var(--adm-color-weak)', margin: '0 0 12px' }}>为保障资金安全，请先设置6位数字支付密码</p>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Input aria-label="短信验证码" placeholder="请输入短信验证码" value={code} maxLength={6} inputMode="numeric" onChange={(v) => setCode(v.replace(/\D/g, ''))} />
            <Button size="small" disabled={!phone || sending} onClick={() => void send()}>获取验证码</Button>
          </div>
          {hint ? <div style={{ fontSize: 12, color: 'var(--adm-color-weak)', marginTop: 6 }}>{hint}</div> : null}
          {error ? <div role="alert" className="qsh-order-error">{error}</div> : null}
          <Button block color="primary" style={{ marginTop: 16 }} disabled={!codeOk} onClick={() => setKeypad(true)}>设置密码</Button>
        </div>
      </Popup>
      <PayKeypad visible={visible && keypad} title="请设置6位支付密码" onClose={() => setKeypad(false)} onDone={(p) => void save(p)} />
    </>
  );
}
