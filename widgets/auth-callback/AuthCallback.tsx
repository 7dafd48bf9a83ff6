import { DotLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useStores } from '@/stores/context';
import { StateView } from '@/ui/load-states';
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

  const home = { text: '返回首页', onPress: () => onAction({ kind: 'navigate', to: '/', replace: true }) };
  if (failure) {
    const retry = { text: '重试', onPress: () => (setFailure(''), setAttempt((n) => n + 1)) };
    return <StateView status="default" title="认证失败" description={failure} actions={props.token && !props.error ? [retry, home] : [home]} />;
  }
  if (leftFor) return <StateView status="default" title="正在前往合作方页面" description="若页面没有打开，可返回首页继续使用" actions={[home]} />;
  return (
    <div role="status" style={{ padding: '64px 16px', textAlign: 'center', color: 'var(--adm-color-text-secondary)' }}>
      {props.pendingText}
      <DotLoading />
    </div>
  );
}
