import { Button } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { formatMoney, formatPrice } from '@/lib/money';
import { useStores } from '@/stores/context';
import { OverdueNotice } from '@widgets/shared/loan-states';
import type { WidgetProps } from '../types';
import type { BorrowSummaryData, BorrowSummaryProps } from './props.schema';
import '@widgets/shared/money-screens.css';

/** 最高可借 and the loan terms from BM001, with 去借钱 and 借款进度; an overdue customer is told to repay first. */
export const BorrowSummary = observer(function BorrowSummary({ props, data, onAction }: WidgetProps<BorrowSummaryProps, BorrowSummaryData>) {
  const { user } = useStores();
  const available = data?.available ?? 0;
  const minAmount = data?.minAmount ?? 0;
  const can = available >= minAmount && available > 0;
  const go = (to: string) => onAction({ kind: 'navigate', to });
  // 0.006 -> "0.6%" without floating-point noise.
  const rate = `${Math.round((data?.monthlyFeeRate ?? 0) * 10000) / 100}%`;
  return (
    <div>
      <section className="qsh-money-head" aria-label="最高可借">
        <div className="qsh-money-head-label">最高可借（元）</div>
        <div className="qsh-money-head-amount">¥{formatPrice(available)}</div>
        <div className="qsh-money-head-note">
          最低借 ¥{formatMoney(minAmount)} · 可分{(data?.periods ?? []).join('/')}期 · 月服务费率 {rate}
        </div>
      </section>
      {data?.overdue ? <OverdueNotice billPath={props.billPath} onAction={onAction} /> : null}
      <div className="qsh-money-actions">
        {data?.overdue ? null : can ? (
          <Button block color="primary" shape="rounded" onClick={() => go(props.applyPath)}>去借钱</Button>
        ) : user.flow === 'FINISH' ? (
          // Credit granted and used up (or what is left is under the minimum): repaying restores it, activating again cannot.
          <>
            <p className="qsh-money-notice" style={{ margin: 0 }}>可用额度不足：还款后额度将恢复</p>
            <Button block color="primary" shape="rounded" onClick={() => go(props.billPath)}>查看账单</Button>
          </>
        ) : (
          <>
            <p className="qsh-money-notice" style={{ margin: 0 }}>暂无可借额度：完成授信或还款后即可借款</p>
            <Button block color="primary" shape="rounded" onClick={() => go(props.activatePath)}>激活额度</Button>
          </>
        )}
        <Button block shape="rounded" onClick={() => go(props.detailPath)}>借款进度</Button>
      </div>
    </div>
  );
});
