import { Button, List, ProgressBar, Result } from 'antd-mobile';
import { formatMoney } from '@/lib/money';
import type { WidgetProps } from '../types';
import type { LimitDetailData, LimitDetailProps } from './props.schema';
import './limit-detail.css';
import { creditPath } from '@/lib/credit-path';

function NotGranted({ flow, onGo }: { flow: LimitDetailData['flow']; onGo(to: string): void }) {
  const info = flow === 'INFO';
  return (
    <div className="qsh-limit-none">
      <Result status="waiting" title="暂未获得额度" description={info ? '身份认证已完成，完善个人信息后即可获得额度' : '完成身份认证和个人信息，最高可得 20 万额度'} />
      <Button block color="primary" size="large" onClick={() => onGo(creditPath(flow))}>{info ? '继续激活' : '立即激活'}</Button>
    </div>
  );
}

export function LimitDetail({ props, data, onAction }: WidgetProps<LimitDetailProps, LimitDetailData>) {
  if (!data || data.status !== 'ACTIVE') return <NotGranted flow={data?.flow ?? 'IDCARD'} onGo={(to) => onAction({ kind: 'navigate', to })} />;
  const percent = data.creditLimit > 0 ? Math.round((data.used / data.creditLimit) * 100) : 0;
  return (
    <div className="qsh-limit-detail">
      <div className="qsh-limit-head">
        <div className="qsh-limit-label">{props.title}</div>
        <div className="qsh-limit-amount" aria-label="可用额度">{formatMoney(data.available)}</div>
        <div role="progressbar" aria-label="已用额度比例" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
          <ProgressBar percent={percent} style={{ '--track-color': 'rgba(255,255,255,0.35)', '--fill-color': '#fff' }} />
        </div>
        <div className="qsh-limit-row">
          <span>总额度 {formatMoney(data.creditLimit)}</span>
          <span>已用 {formatMoney(data.used)}</span>
        </div>
      </div>
      {data.items?.length ? (
        <List header="已用额度明细">
          {data.items.map((item) => (
            <List.Item key={item.productType} extra={`¥${formatMoney(item.used)}`}>{item.name}</List.Item>
          ))}
        </List>
      ) : null}
    </div>
  );
}
