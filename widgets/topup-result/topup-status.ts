/** What the user is told about a top-up order. */
export type TopupOutcome = 'success' | 'processing' | 'failed' | 'unpaid';

const FAILED = new Set(['FAILED', 'REFUND', 'REFUND_VERIFY', 'REFUND_FAILED']);

/**
 * Order status and the provider's channel status -> outcome: done when the provider finished (or
 * the order is FINISH), failed when either side failed or the money went back, unpaid while the
 * order waits at the cashier (REPAY), processing otherwise (paid, provider working).
 */
export function topupOutcome(status: string, channelStatus: string): TopupOutcome {
  if (FAILED.has(status) || channelStatus === 'FAILED') return 'failed';
  if (status === 'FINISH' || channelStatus === 'FINISH') return 'success';
  if (status === 'REPAY') return 'unpaid';
  return 'processing';
}

export const OUTCOME_TEXT: Record<TopupOutcome, { title: string; description: string; status: 'success' | 'waiting' | 'error' | 'info' }> = {
  success: { title: '充值成功', description: '话费已充值到账，请留意运营商短信', status: 'success' },
  processing: { title: '充值处理中', description: '运营商处理中，一般几分钟内到账，请稍后刷新', status: 'waiting' },
  failed: { title: '充值失败', description: '本次充值未成功，已支付的款项将原路退回', status: 'error' },
  unpaid: { title: '待支付', description: '订单尚未支付，请完成支付', status: 'info' },
};
