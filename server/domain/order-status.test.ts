import { describe, expect, it } from 'vitest';
import { assertChannelMove, assertOrderMove, ORDER_TRANSITIONS, type OrderStatus } from './order-status';

describe('order transition table', () => {
  it('allows the paid journey and refunds', () => {
    const path: OrderStatus[] = ['REPAY', 'PAYING', 'PAIED', 'FINISH', 'REFUND_VERIFY', 'REFUND'];
    path.slice(1).forEach((to, i) => expect(() => assertOrderMove(path[i] as OrderStatus, to)).not.toThrow());
  });
  it('rejects illegal moves with 2501', () => {
    expect(() => assertOrderMove('REPAY', 'FINISH')).toThrow(/REPAY/);
    expect(() => assertOrderMove('REFUND', 'REPAY')).toThrow();
    expect(() => assertChannelMove('FINISH', 'NON')).toThrow();
  });
  it('FAILED and REFUND are terminal', () => {
    expect(ORDER_TRANSITIONS.FAILED).toEqual([]);
    expect(ORDER_TRANSITIONS.REFUND).toEqual([]);
  });
});
