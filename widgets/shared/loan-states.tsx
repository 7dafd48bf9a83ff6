import { Button } from 'antd-mobile';
import type { OnAction } from '@/actions/types';
import { OVERDUE_MESSAGE } from '@schemas/overdue';
import { StateView } from '@/ui/load-states';
import './money-screens.css';

/** The overdue customer's notice with 去还款 (to the bills), in place of what the gateway would refuse. */
export function OverdueNotice({ billPath, onAction }: { billPath: string; onAction: OnAction }) {
  return (
    <div>
      <p className="qsh-money-notice" role="alert">{OVERDUE_MESSAGE}</p>
      <div className="qsh-money-actions">
        <Button block color="primary" shape="rounded" onClick={() => onAction({ kind: 'navigate', to: billPath })}>去还款</Button>
      </div>
    </div>
  );
}

/** A loan page opened with a loanId that is not the customer's (CL003 `notFound`): a final state, with the ways back, never 重试. */
export function LoanNotFound({ recordsPath, onAction }: { recordsPath: string; onAction: OnAction }) {
  return (
    <StateView
      title="未找到该借款记录"
      description="该借款不存在或不属于当前账号，请在借款记录中查看"
      actions={[
        { text: '借款记录', onPress: () => onAction({ kind: 'navigate', to: recordsPath }) },
        { text: '返回首页', onPress: () => onAction({ kind: 'switchTab', to: '/' }) },
      ]}
    />
  );
}
