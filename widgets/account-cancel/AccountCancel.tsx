import { Button, Input, List, Toast } from 'antd-mobile';
import { Checkbox } from '@/ui/checkbox';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useStores } from '@/stores/context';
import { ErrorView, LoadingView } from '@/ui/load-states';
import { useConfirm } from '@widgets/shared/use-confirm';
import { useLoad } from '@widgets/shared/use-load';
import { sendCodeText, useResendCountdown } from '@widgets/shared/use-resend-countdown';
import type { WidgetProps } from '../types';
import type { AccountCancelProps, CancelConditions } from './props.schema';
import './account-cancel.css';

/** 注销账户: every condition checked by the gateway, then the SMS code, then UC011 once. */
export function AccountCancel({ props, onAction, state }: WidgetProps<AccountCancelProps>) {
  const confirm = useConfirm();
  const { user } = useStores();
  const phone = user.info?.phone;
  const { state: checked, retry } = useLoad('UC014', () => state.request('UC014', {}, { silent: true }) as Promise<CancelConditions | undefined>);
  const countdown = useResendCountdown();
  const [code, setCode] = useState('');
  const [devCode, setDevCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');

  const notice = <p className="qsh-cancel-notice">{props.notice}</p>;
  if (checked.status === 'loading' || checked.status === 'idle') return <div className="qsh-cancel">{notice}<LoadingView /></div>;
  const conditions = checked.status === 'ready' && Array.isArray(checked.data?.list) ? checked.data : undefined;
  if (!conditions) {
    const message = checked.status === 'error' ? checked.message : '注销条件暂时无法获取';
    return <div className="qsh-cancel">{notice}<ErrorView message={message} onRetry={retry} /></div>;
  }
  const allowed = conditions.canCancel === 'Y';

  const send = async () => {
    if (!phone || sending || countdown.left > 0) return;
    setSending(true);
    setError('');
    try {
      const answer = (await state.request('BA002', { phone, scene: 'LOGIN' }, { loading: true, silent: true })) as { devCode?: string } | undefined;
      setDevCode(answer?.devCode ?? '');
      countdown.start();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    if (submitting) return;
    if (!/^\d{6}$/.test(code)) return setError('请输入6位短信验证码');
    if (!agreed) return setError('请先勾选并确认注销须知');
    setError('');
    const sure = await confirm({ title: '注销账户', content: '注销后账户将无法恢复，确定注销吗？', confirmText: '确认注销', cancelText: '再想想' });
    if (!sure) return;
    setSubmitting(true);
    try {
      await state.request('UC011', { smsCode: code }, { loading: true, silent: true });
      Toast.show({ content: '账户已注销' });
      onAction({ kind: 'logout', endSession: false, to: props.doneTo });
    } catch (e) {
      setError(errorMessage(e));
      setSubmitting(false);
      retry();
    }
  };

  return (
    <div className="qsh-cancel">
      {notice}
      <List header="注销条件">
        {conditions.list.map((c) => (
          <List.Item key={c.key} description={c.detail} extra={<span className={c.passed === 'Y' ? 'qsh-cancel-ok' : 'qsh-cancel-no'}>{c.passed === 'Y' ? '已满足' : '未满足'}</span>}>
            {c.title}
          </List.Item>
        ))}
      </List>
      {allowed ? (
        <>
          <List header="短信验证">
            <List.Item
              extra={
                <Button size="small" fill="none" color="primary" disabled={!phone || countdown.left > 0} loading={sending} onClick={() => void send()}>
                  {sendCodeText(countdown.left, false)}
                </Button>
              }
            >
              <Input aria-label="短信验证码" placeholder="请输入短信验证码" type="tel" inputMode="numeric" maxLength={6} value={code} onChange={(v) => setCode(v.replace(/\D/g, ''))} />
            </List.Item>
          </List>
          {devCode ? <div className="qsh-cancel-dev">演示环境验证码：{devCode}</div> : null}
          <div className="qsh-cancel-agree">
            <Checkbox checked={agreed} onChange={setAgreed}>我已知晓注销后账户无法恢复</Checkbox>
          </div>
          {error ? <div role="alert" className="qsh-cancel-error">{error}</div> : null}
          <div className="qsh-cancel-actions">
            <Button block color="danger" size="large" loading={submitting} disabled={submitting} onClick={() => void submit()}>
              确认注销
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="qsh-cancel-blocked">满足以上全部条件后才能注销账户</p>
          <div className="qsh-cancel-actions">
            <Button block size="large" onClick={retry}>重新检测</Button>
          </div>
        </>
      )}
    </div>
  );
}
