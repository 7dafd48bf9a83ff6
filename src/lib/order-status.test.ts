import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_TABS, orderStatusView, statusesOfTab, type OrderStatus } from './order-status';

describe('every order status has its Chinese label and allowed actions', () => {
  it.each<[OrderStatus, string, string[]]>([
    ['REPAY', '待付款', ['pay', 'cancel']],
    ['PAYING', '支付中', []],
    ['PAIED', '已支付', []],
    ['VERIFY', '审核中', []],
    ['FAILED', '已取消', []],
    ['PART', '部分完成', ['refund']],
    ['FINISH', '已完成', ['refund']],
    ['REFUND_VERIFY', '退款审核中', []],
    ['VERIFY_NOPASS', '已支付', ['refund']],
    ['REFUND', '已退款', []],
    ['REFUND_FAILED', '退款失败', ['refund']],
  ])('%s reads %s and allows %j', (status, label, actions) => {
    expect(ORDER_STATUS[status].label).toBe(label);
    expect(ORDER_STATUS[status].actions).toEqual(actions);
  });

  it('the table covers exactly the eleven statuses of the spec', () => {
    expect(Object.keys(ORDER_STATUS)).toHaveLength(11);
  });

  it('an unknown status shows its code and allows nothing', () => {
    expect(orderStatusView('NEW_THING')).toMatchObject({ label: 'NEW_THING', actions: [] });
  });
});

describe('order-list tabs map onto statuses', () => {
  it('tabs are 全部, 待付款, 处理中, 已完成, 退款/售后', () => {
    expect(ORDER_TABS.map((t) => t.title)).toEqual(['全部', '待付款', '处理中', '已完成', '退款/售后']);
  });

  it.each([
    ['ALL', []],
    ['UNPAID', ['REPAY']],
    ['PROCESSING', ['PAYING', 'PAIED', 'VERIFY', 'PART', 'VERIFY_NOPASS']],
    ['DONE', ['FINISH', 'FAILED']],
    ['AFTER_SALE', ['REFUND_VERIFY', 'REFUND', 'REFUND_FAILED']],
  ] as const)('%s lists %j', (tab, statuses) => {
    expect(statusesOfTab(tab)).toEqual(statuses);
  });

  it('every status is on exactly one tab besides 全部', () => {
    const listed = ORDER_TABS.filter((t) => t.key !== 'ALL').flatMap((t) => statusesOfTab(t.key));
    expect(listed.sort()).toEqual(Object.keys(ORDER_STATUS).sort());
  });
});
