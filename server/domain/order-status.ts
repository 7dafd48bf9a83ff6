import { BizError } from '../gateway/biz-error';

export type OrderStatus = 'REPAY' | 'PAYING' | 'PAIED' | 'VERIFY' | 'FAILED' | 'PART' | 'FINISH' | 'REFUND_VERIFY' | 'VERIFY_NOPASS' | 'REFUND' | 'REFUND_FAILED';
export type ChannelStatus = 'NON' | 'PROCESSING' | 'FINISH' | 'PART' | 'FAILED';

/** Legal order status moves (docs/server.md repeats this table). Orders start at REPAY, or at PAIED when free. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  REPAY: ['PAYING', 'FAILED'],
  PAYING: ['PAIED', 'REPAY', 'FAILED'],
  PAIED: ['VERIFY', 'PART', 'FINISH', 'REFUND_VERIFY'],
  VERIFY: ['FINISH', 'VERIFY_NOPASS'],
  VERIFY_NOPASS: ['REFUND_VERIFY'],
  PART: ['FINISH', 'REFUND_VERIFY'],
  FINISH: ['REFUND_VERIFY'],
  REFUND_VERIFY: ['REFUND', 'REFUND_FAILED'],
  REFUND_FAILED: ['REFUND_VERIFY'],
  FAILED: [],
  REFUND: [],
};

/** Provider (channel) status moves, alongside the order status. */
export const CHANNEL_TRANSITIONS: Record<ChannelStatus, readonly ChannelStatus[]> = {
  NON: ['PROCESSING', 'FAILED'],
  PROCESSING: ['FINISH', 'PART', 'FAILED'],
  PART: ['FINISH', 'FAILED'],
  FINISH: [],
  FAILED: [],
};

export function assertOrderMove(from: OrderStatus, to: OrderStatus): void {
  if (!ORDER_TRANSITIONS[from].includes(to)) throw new BizError('2501', `订单状态不允许从 ${from} 变为 ${to}`);
}

export function assertChannelMove(from: ChannelStatus, to: ChannelStatus): void {
  if (!CHANNEL_TRANSITIONS[from].includes(to)) throw new BizError('2501', `渠道状态不允许从 ${from} 变为 ${to}`);
}
