import { Button, DotLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useStores } from '@/stores/context';
import { StateBlock } from '@/ui/state-block';
import type { WidgetProps } from '../types';
import { handOffAction } from './hand-off';
import type { AuthCallbackProps } from './props.schema';

/** The authentication callback: applies the token once, then leaves for the redirect. */
export function AuthCallback({ props, onAction }: WidgetProps<AuthCallbackProps>) {
  const { user } = useStores();
  const [failure, setFailure] = useState(props.error);
  const [attempt, setAttempt] = useState(0);
  // An absolute redirect leaves through the gate; if it is refused (or the app opens it in a web view) the user still has a way on.
  const [leftFor, setLeftFor] = useState('');
  useEffect(() => {
    if (props.error) return;
    let live = true;
    const finish = async () => {
      if (props.token) await user.applyLoginReply(props.token);
      if (!live) return;
      const action = handOffAction(props.redirect, props.fallback);
      onAction(action);
      if (action.kind === 'openUrl') setLeftFor(action.url);
    };
    finish().catch((e: unknown) => {
      if (!live) return;
      user.logout();
      setFailure(errorMessage(e));
    });
    return () => {
      live = false;
    };
    // Once per hand-off (and per 重试): the token must not be applied twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.token, props.redirect, props.error, attempt]);

  if (failure) {
    return (
      <StateBlock status="default" title="认证失败" description={failure} style={{ padding: '48px 16px' }}>
        <div style={{ display: 'flex', gap: 12, justifyContent: 'center' }}>
          {props.token && !props.error ? (
            <Button size="small" color="primary" onClick={() => (setFailure(''), setAttempt((n) => n + 1))}>重试</Button>
          ) : null}
          <Button size="small" onClick={() => onAction({ kind: 'navigate', to: '/', replace: true })}>返回首页</Button>
        </div>
      </StateBlock>
    );
  }
  if (leftFor) {
    return (
      <StateBlock status="default" title="正在前往合作方页面" description="若页面没有打开，可返回首页继续使用" style={{ padding: '48px 16px' }}>
        <Button size="small" onClick={() => onAction({ kind: 'navigate', to: '/', replace: true })}>返回首页</Button>
      </StateBlock>
    );
  }
  return (
    <div role="status" style={{ padding: '64px 16px', textAlign: 'center', color: 'var(--adm-color-text-secondary)' }}>
      {props.pendingText}
      <DotLoading />
    </div>
  );
}
