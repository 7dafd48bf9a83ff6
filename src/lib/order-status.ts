/**
 * Order statuses (spec §4) as the customer sees them: the Chinese label, the colour of the tag, what
 * the user may do, and the tab of /order-list the status belongs to. One table for every order screen.
 */
export type OrderStatus =
  | 'REPAY' | 'PAYING' | 'PAIED' | 'VERIFY' | 'FAILED' | 'PART' | 'FINISH'
  | 'REFUND_VERIFY' | 'VERIFY_NOPASS' | 'REFUND' | 'REFUND_FAILED';

/** What an order in a status allows: pay it at the cashier, cancel it (SF207), ask for a refund (EQ004). */
export type OrderAction = 'pay' | 'cancel' | 'refund';

/** The tabs of /order-list, in order. */
export type OrderTab = 'ALL' | 'UNPAID' | 'PROCESSING' | 'DONE' | 'AFTER_SALE';

export interface OrderStatusView {
  label: string;
  /** What the order's amount is called: 应付金额 while it waits for payment, 实付金额 once paid, 订单金额 when it ended unpaid. */
  amountLabel: '应付金额' | '实付金额' | '订单金额';
  tone: 'warning' | 'primary' | 'success' | 'danger' | 'weak';
  actions: readonly OrderAction[];
  tab: Exclude<OrderTab, 'ALL'>;
}

export const ORDER_STATUS: Readonly<Record<OrderStatus, OrderStatusView>> = {
  REPAY: { label: '待付款', amountLabel: '应付金额', tone: 'warning', actions: ['pay', 'cancel'], tab: 'UNPAID' },
  PAYING: { label: '支付中', amountLabel: '应付金额', tone: 'primary', actions: [], tab: 'PROCESSING' },
  PAIED: { label: '已支付', amountLabel: '实付金额', tone: 'primary', actions: [], tab: 'PROCESSING' },
  VERIFY: { label: '审核中', amountLabel: '实付金额', tone: 'primary', actions: [], tab: 'PROCESSING' },
  PART: { label: '部分完成', amountLabel: '实付金额', tone: 'primary', actions: ['refund'], tab: 'PROCESSING' },
  FINISH: { label: '已完成', amountLabel: '实付金额', tone: 'success', actions: ['refund'], tab: 'DONE' },
  // FAILED is reached only from REPAY and PAYING (the gateway's transition table): the order was
  // cancelled (SF207) or closed before any money was taken. The spec gives no Chinese word; we say
  // 已取消, as its timeline does, and call its amount 订单金额 (nothing was paid).
  FAILED: { label: '已取消', amountLabel: '订单金额', tone: 'weak', actions: [], tab: 'DONE' },
  // Spec §4: VERIFY_NOPASS is shown as paid; the customer may still ask for the money back.
  VERIFY_NOPASS: { label: '已支付', amountLabel: '实付金额', tone: 'primary', actions: ['refund'], tab: 'PROCESSING' },
  REFUND_VERIFY: { label: '退款审核中', amountLabel: '实付金额', tone: 'warning', actions: [], tab: 'AFTER_SALE' },
  REFUND: { label: '已退款', amountLabel: '实付金额', tone: 'weak', actions: [], tab: 'AFTER_SALE' },
  REFUND_FAILED: { label: '退款失败', amountLabel: '实付金额', tone: 'danger', actions: ['refund'], tab: 'AFTER_SALE' },
};

export const ORDER_TABS: readonly { key: OrderTab; title: string }[] = [
  { key: 'ALL', title: '全部' },
  { key: 'UNPAID', title: '待付款' },
  { key: 'PROCESSING', title: '处理中' },
  { key: 'DONE', title: '已完成' },
  { key: 'AFTER_SALE', title: '退款/售后' },
];

const ALL_STATUSES = Object.keys(ORDER_STATUS) as OrderStatus[];

/** The statuses a tab lists (SF205 takes one status a call, so a tab is one call per status). */
export function statusesOfTab(tab: OrderTab): OrderStatus[] {
  return tab === 'ALL' ? [] : ALL_STATUSES.filter((s) => ORDER_STATUS[s].tab === tab);
}

/** The view of a status; an unknown status (a newer server) reads as its code with no actions. */
export function orderStatusView(status: string): OrderStatusView {
  return Object.hasOwn(ORDER_STATUS, status)
    ? ORDER_STATUS[status as OrderStatus]
    : { label: status, amountLabel: '订单金额', tone: 'weak', actions: [], tab: 'PROCESSING' };
}

/** A result heading that says where the order really is: 订单已完成, 订单已取消, 订单待付款 … (/order-finish). */
export function orderHeadline(status: string): string {
  return `订单${orderStatusView(status).label}`;
}

/** Cashier scenes (spec §9) as the cashier's title names them. */
export const SCENE_LABEL: Readonly<Record<string, string>> = {
  SPEND_RECHARGE: '消费充值',
  EQUITY: '权益购买',
  VIP_BUY: '会员开通',
  GOODS_ORDER: '商品订单',
};
