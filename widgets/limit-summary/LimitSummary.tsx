import { Button, Card } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { formatMoney } from '@/lib/money';
import type { WidgetProps } from '../types';
import type { LimitData, LimitSummaryProps } from './props.schema';
import { creditPath } from '@/lib/credit-path';
import { Pressable } from '@/ui/pressable';

const weak = { fontSize: 12, color: 'var(--adm-color-weak)' } as const;

export function LimitSummary({ props, data, onAction }: WidgetProps<LimitSummaryProps, LimitData>) {
  const title = props.title;
  if (!data || data.status !== 'ACTIVE') {
    const to = creditPath(data?.flow);
    return (
      <div style={{ padding: '8px 12px' }}>
        <Card title={title}>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <div>
              <div style={{ fontSize: 16, fontWeight: 600 }}>暂未激活额度</div>
              <div style={weak}>完成授信，最高可得 20 万额度</div>
            </div>
            <Button size="small" color="primary" shape="rounded" onClick={() => onAction({ kind: 'navigate', to })}>
              立即激活
            </Button>
          </div>
        </Card>
      </div>
    );
  }
  const { action } = props;
  return (
    <div style={{ padding: '8px 12px' }}>
      <Pressable onPress={action ? () => onAction(action) : undefined} style={{ borderRadius: 8 }}>
        <Card title={title} extra={action ? <RightOutline /> : undefined}>
          <div style={weak}>可用额度（元）</div>
          <div style={{ fontSize: 28, fontWeight: 700, color: 'var(--adm-color-primary)', margin: '4px 0 8px' }}>{formatMoney(data.available)}</div>
          <div style={{ display: 'flex', gap: 24, ...weak }}>
            <span>总额度 {formatMoney(data.creditLimit)}</span>
            <span>已用 {formatMoney(data.used)}</span>
          </div>
        </Card>
      </Pressable>
    </div>
  );
}
