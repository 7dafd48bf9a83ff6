/** The most of one goods item an order may hold, whatever the goods allow (SF202 refuses more). */
export const ORDER_MAX = 99;

/** How many of these goods one order may hold: the goods' 每单限购 (GD003 `purchaseLimit`), at most ORDER_MAX. */
export function orderLimit(goods: { purchaseLimit?: number }): number {
  return Math.min(goods.purchaseLimit ?? ORDER_MAX, ORDER_MAX);
}
