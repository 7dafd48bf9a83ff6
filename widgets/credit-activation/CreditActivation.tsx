import { Button, SpinLoading } from 'antd-mobile';
import { useEffect, useMemo } from 'react';
import { useStores } from '@/stores/context';
import type { WidgetProps } from '../types';
import type { CreditActivationProps } from './props.schema';
import { usePoll } from '@widgets/shared/use-poll';
import { ErrorView } from '@/ui/load-states';
import { StateBlock } from '@/ui/state-block';

const box = { padding: '48px 24px', textAlign: 'center' } as const;
const isActive = (status: string | undefined) => status === 'ACTIVE';

export function CreditActivation({ props, onAction, state }: WidgetProps<CreditActivationProps>) {
  const { user } = useStores();
  const status = async () => ((await state.request('CR003', {}, { silent: true })) as { status?: string } | undefined)?.status;
  const every = useMemo(() => ({ firstMs: props.intervalMs, maxMs: props.intervalMs, maxAttempts: props.attempts }), [props.intervalMs, props.attempts]);
  const poll = usePoll(status, isActive, every, 'stop');
  const done = poll.state.phase === 'done';
  const success = props.success;
  useEffect(() => {
    if (!done) return;
    // Kept-alive pages (/my) showed the limit before it was granted: their data loads again when shown.
    user.requestPageReload();
    void user.reloadInfo().catch(() => undefined).finally(() => onAction(success ?? { kind: 'navigate', to: '/active-finish', replace: true }));
  }, [done, user, onAction, success]);
  if (poll.state.phase === 'gave-up' && poll.state.error !== undefined) return <ErrorView title="查询失败" message={poll.state.error} onRetry={poll.again} />;
  if (poll.state.phase === 'gave-up') {
    return (
      <StateBlock status="busy" title="额度仍在审批中" description="审批结果稍后会通知您，也可稍后在「我的额度」查看">
        <div style={{ display: 'flex', gap: 12, justifyContent: 'center' }}>
          <Button color="primary" onClick={poll.again}>刷新</Button>
          <Button onClick={() => onAction({ kind: 'navigate', to: '/limit', replace: true })}>查看额度</Button>
        </div>
      </StateBlock>
    );
  }
  return (
    <div style={box} role="status" aria-live="polite">
      <SpinLoading color="primary" style={{ '--size': '48px', margin: '0 auto' }} />
      <p style={{ fontSize: 17, margin: '20px 0 8px' }}>额度激活中，请稍候...</p>
      <p style={{ fontSize: 13, color: 'var(--adm-color-text-secondary)', margin: 0 }}>正在根据您提交的资料评估授信额度</p>
    </div>
  );
}
