import { Button } from 'antd-mobile';
import { formatMoney } from '@/lib/money';
import type { WidgetProps } from '../types';
import type { AssetData, AssetSummaryProps } from './props.schema';
import '@widgets/shared/assets.css';

export const FROZEN_NOTE = '冻结积分暂不可使用：您有未处理的账单时，部分积分会被冻结，处理后方可解冻使用。';

export function AssetSummary({ props, data, onAction }: WidgetProps<AssetSummaryProps, AssetData>) {
  const points = props.kind === 'points';
  const title = props.title || (points ? '我的积分' : '账户余额');
  // The data source is PT001 (points) or OT001 (balance); each answer is read only for its own kind.
  const pointsData = data && 'points' in data ? data : undefined;
  const balanceData = data && 'balance' in data ? data : undefined;
  const frozen = pointsData?.frozenPoints ?? 0;
  const total = pointsData?.points ?? 0;
  return (
    <section className="qsh-asset" aria-label={title}>
      <div className="qsh-asset-label">{title}</div>
      <div className="qsh-asset-big">
        {points ? total : `¥${formatMoney(balanceData?.balance ?? 0)}`}
      </div>
      <div className="qsh-asset-row">
        {points ? (
          <>
            <span>可用积分 {Math.max(total - frozen, 0)}</span>
            <span>冻结积分 {frozen}</span>
          </>
        ) : (
          <span>可提现 ¥{formatMoney(balanceData?.withdrawable ?? 0)}</span>
        )}
      </div>
      {points && frozen > 0 ? (
        <div className="qsh-asset-note">
          {FROZEN_NOTE}
          <Button size="mini" fill="none" color="primary" onClick={() => onAction(props.frozenAction)}>去处理</Button>
        </div>
      ) : null}
      {props.links.length > 0 ? (
        <div className="qsh-asset-links">
          {props.links.map((l) => (
            <Button key={l.text} size="small" color={l.primary ? 'primary' : 'default'} onClick={() => onAction(l.action)}>{l.text}</Button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
