import { Tag } from 'antd-mobile';
import { orderStatusView } from '@/lib/order-status';

const COLORS = { warning: 'warning', primary: 'primary', success: 'success', danger: 'danger', weak: 'default' } as const;

/** An order status as its Chinese label (src/lib/order-status.ts). */
export function StatusTag({ status }: { status: string }) {
  const view = orderStatusView(status);
  return <Tag color={COLORS[view.tone]} fill="outline">{view.label}</Tag>;
}
