import { Button, Result } from 'antd-mobile';
import { useState } from 'react';
import { formatMoney } from '@/lib/money';
import { creditReturn } from '@widgets/shared/credit-return';
import type { WidgetProps } from '../types';
import type { GrantedData, LimitGrantedProps } from './props.schema';

/** The granted amount sits inside the result card, under its heading. */
const card = { background: '#fff', borderRadius: 8, padding: '0 0 24px', marginBottom: 24 } as const;
const amount = { fontSize: 36, fontWeight: 700, color: 'var(--adm-color-primary)', textAlign: 'center', margin: '0 0 4px' } as const;

export function LimitGranted({ props, data, onAction }: WidgetProps<LimitGrantedProps, GrantedData>) {
  const go = (to: string) => onAction({ kind: 'navigate', to, replace: true });
  // The order the customer left the cashier for with 去授信 (widgets/shared/credit-return.ts).
  const [pending] = useState(() => creditReturn().read());
  if (!data || data.status !== 'ACTIVE') {
    return (
      <div style={{ padding: '0 16px 16px' }}>
        <Result status="waiting" title="额度尚未激活" description="审批完成后即可查看额度" />
        <Button block color="primary" onClick={() => go('/active-loading')}>查看进度</Button>
      </div>
    );
  }
  return (
    <div style={{ padding: '0 16px 24px' }}>
      <section aria-label="激活结果" style={card}>
        <Result status="success" title={props.title} description="您获得的授信额度（元）" style={{ background: 'transparent', paddingBottom: 8 }} />
        <p style={amount} aria-label="授信额度">{formatMoney(data.creditLimit)}</p>
        <p style={{ textAlign: 'center', fontSize: 13, color: 'var(--adm-color-text-secondary)', margin: 0 }}>可用额度 {formatMoney(data.available)} 元</p>
      </section>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {pending ? (
          <Button
            block
            color="primary"
            size="large"
            onClick={() => {
              creditReturn().clear();
              onAction({ kind: 'navigate', to: props.cashierPath, query: { orderId: pending.orderId }, replace: true });
            }}
          >
            继续支付
          </Button>
        ) : null}
        <Button block color={pending ? 'default' : 'primary'} size="large" onClick={() => go('/limit')}>查看额度</Button>
        <Button block size="large" onClick={() => go('/')}>去逛逛</Button>
      </div>
    </div>
  );
}
