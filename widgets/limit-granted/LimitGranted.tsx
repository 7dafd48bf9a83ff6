import { Button, Result } from 'antd-mobile';
import { useState } from 'react';
import type { ApiResponse } from '@schemas/api/contract.gen';
import { rspCodeOf } from '@/lib/error-message';
import { formatMoney } from '@/lib/money';
import { orderStatusView } from '@/lib/order-status';
import { creditReturn } from '@widgets/shared/credit-return';
import { useLoad } from '@widgets/shared/use-load';
import type { WidgetProps, WidgetState } from '../types';
import type { GrantedData, LimitGrantedProps } from './props.schema';

/** The granted amount sits inside the result card, under its heading. */
const card = { background: '#fff', borderRadius: 8, padding: '0 0 24px', marginBottom: 24 } as const;
const amount = { fontSize: 36, fontWeight: 700, color: 'var(--adm-color-primary)', textAlign: 'center', margin: '0 0 4px' } as const;

/**
 * Whether the remembered order can still be paid (SF206: a status whose actions include 'pay', i.e.
 * 待付款). Paid or cancelled meanwhile, or refused (not this customer's, gone): no. Unknown (no
 * answer, e.g. offline): yes, the cashier then says for itself.
 */
async function stillPayable(request: WidgetState['request'], orderId: string): Promise<boolean> {
  try {
    const order = (await request('SF206', { orderId }, { silent: true })) as Pick<ApiResponse<'SF206'>, 'status'> | undefined;
    return orderStatusView(order?.status ?? '').actions.includes('pay');
  } catch (error) {
    return rspCodeOf(error) === undefined;
  }
}

export function LimitGranted({ props, data, onAction, state }: WidgetProps<LimitGrantedProps, GrantedData>) {
  const go = (to: string) => onAction({ kind: 'navigate', to, replace: true });
  // The order the customer left the cashier for with 去授信 (widgets/shared/credit-return.ts), if it can still be paid.
  const [remembered] = useState(() => creditReturn().read());
  const { state: check } = useLoad(remembered?.orderId, async (orderId) => {
    const payable = await stillPayable(state.request, orderId);
    // Paid or cancelled meanwhile: 继续支付 would only lead to 该订单当前不可支付, so the order is forgotten.
    if (!payable) creditReturn().clear();
    return payable;
  });
  const checking = check.status === 'loading';
  const pending = remembered && (checking || (check.status === 'ready' && check.data)) ? remembered : undefined;
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
            loading={checking}
            loadingText="继续支付"
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
