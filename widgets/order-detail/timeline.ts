/** The steps of an order's timeline and where the order is, from its status alone (SF206 has one time, createTime). */
export interface Timeline {
  steps: string[];
  /** Index of the current step. */
  current: number;
  /** The current step ended badly (cancelled, refund failed). */
  error: boolean;
}

export function timelineOf(status: string): Timeline {
  const main = ['提交订单', '支付', '处理中', '已完成'];
  const refund = ['提交订单', '支付', '退款审核', '已退款'];
  switch (status) {
    case 'REPAY':
    case 'PAYING':
      return { steps: main, current: 1, error: false };
    case 'PAIED':
    case 'VERIFY':
    case 'PART':
    case 'VERIFY_NOPASS':
      return { steps: main, current: 2, error: false };
    case 'FINISH':
      return { steps: main, current: 3, error: false };
    case 'FAILED':
      return { steps: ['提交订单', '已取消'], current: 1, error: true };
    case 'REFUND_VERIFY':
      return { steps: refund, current: 2, error: false };
    case 'REFUND':
      return { steps: refund, current: 3, error: false };
    case 'REFUND_FAILED':
      return { steps: ['提交订单', '支付', '退款审核', '退款失败'], current: 3, error: true };
    default:
      return { steps: main, current: 0, error: false };
  }
}
