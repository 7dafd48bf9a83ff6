import { Button, Result } from 'antd-mobile';
import type { OnAction } from '@/actions/types';
import type { Loan } from '@widgets/shared/loan-types';
import { LoanFacts } from './loan-facts';
import '@widgets/shared/money-screens.css';

/** The end of a withdrawal: 提现成功 and what was drawn (amount, periods, the card it went to). */
export function WithdrawnView({ loan, billPath, recordsPath, onAction }: { loan: Loan; billPath: string; recordsPath: string; onAction: OnAction }) {
  return (
    <div>
      <div style={{ background: '#fff' }} role="status">
        <Result status="success" title="提现成功" description="借款已发放到您的银行卡，到账时间以银行为准；每月账单可在我的账单查看" />
      </div>
      <section className="qsh-money-section" aria-label="提现信息">
        <LoanFacts loan={loan} amountLabel="提现金额" />
        <div className="qsh-money-kv"><span>借款编号</span><span>{loan.loanId}</span></div>
      </section>
      <div className="qsh-money-actions">
        <Button block color="primary" shape="rounded" onClick={() => onAction({ kind: 'navigate', to: billPath, replace: true })}>查看账单</Button>
        <Button block shape="rounded" onClick={() => onAction({ kind: 'navigate', to: recordsPath, replace: true })}>借款记录</Button>
        <Button block shape="rounded" onClick={() => onAction({ kind: 'switchTab', to: '/' })}>返回首页</Button>
      </div>
    </div>
  );
}
