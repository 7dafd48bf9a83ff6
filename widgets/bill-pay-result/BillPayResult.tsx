import { Button, Result } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { Backoff } from '@/lib/backoff';
import { formatMoney } from '@/lib/money';
import { usePoll } from '@widgets/shared/use-poll';
import { parseBillIds, type Bill, type Bills } from '@widgets/shared/bills';
import type { WidgetProps } from '../types';
import type { BillPayResultProps } from './props.schema';

/** BL003 settles at once; the polls only cover a slow or unreachable gateway. */
export const BILL_RESULT_BACKOFF: Backoff = { firstMs: 1000, maxMs: 4000, maxAttempts: 4 };

/** Polls the repaid bills until all are PAID; 还款成功, or 还款未完成 with 重新还款 and 刷新. Without billIds: 未找到还款记录 with 查看账单. */
export function BillPayResult(p: WidgetProps<BillPayResultProps>) {
  const ids = parseBillIds(p.props.billIds);
  if (ids.length === 0) {
    return (
      <Outcome status="info" title="未找到还款记录" description="请在账单列表查看还款情况">
        <Button block shape="rounded" color="primary" onClick={() => p.onAction({ kind: 'navigate', to: p.props.billPath, replace: true })}>查看账单</Button>
      </Outcome>
    );
  }
  return <Polled {...p} ids={ids} />;
}

function Polled({ props, onAction, state, ids }: WidgetProps<BillPayResultProps> & { ids: number[] }) {
  const { state: poll, again } = usePoll(
    async () => ((await state.request('BL001', { status: 'ALL' }, { silent: true })) as Bills).list.filter((b) => ids.includes(b.billId)),
    (bills: Bill[]) => bills.length > 0 && bills.every((b) => b.status === 'PAID'),
    BILL_RESULT_BACKOFF,
  );
  const toBills = () => onAction({ kind: 'navigate', to: props.billPath, replace: true });
  if (poll.phase === 'polling') return <Outcome status="waiting" title="还款处理中" description="正在确认还款结果，请稍候" />;
  if (poll.phase === 'done') {
    const paid = poll.last.reduce((s, b) => s + b.amount, 0);
    return (
      <Outcome status="success" title="还款成功" description={`已还款 ¥${formatMoney(paid)}，额度已恢复`}>
        <Button block shape="rounded" color="primary" onClick={toBills}>查看账单</Button>
        <Button block shape="rounded" onClick={() => onAction({ kind: 'switchTab', to: '/' })}>返回首页</Button>
      </Outcome>
    );
  }
  const unpaid = (poll.last ?? []).filter((b) => b.status !== 'PAID');
  const description = poll.error ?? (unpaid.length ? `还有${unpaid.length}期账单未还清，可重新还款` : '未找到这些账单');
  return (
    <Outcome status="warning" title={poll.error ? '还款结果确认中' : '还款未完成'} description={description}>
      {unpaid.length ? (
        <Button block shape="rounded" color="primary" onClick={() => onAction({ kind: 'navigate', to: props.payPath, query: { billIds: unpaid.map((b) => b.billId).join(',') }, replace: true })}>
          重新还款
        </Button>
      ) : null}
      <Button block shape="rounded" onClick={again}>刷新</Button>
      <Button block shape="rounded" onClick={toBills}>查看账单</Button>
    </Outcome>
  );
}

function Outcome({ status, title, description, children }: { status: 'success' | 'warning' | 'waiting' | 'info'; title: string; description: string; children?: ReactNode }) {
  return (
    <div style={{ background: '#fff', paddingBottom: 24 }} role="status">
      <Result status={status} title={title} description={description} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: '0 24px' }}>{children}</div>
    </div>
  );
}
