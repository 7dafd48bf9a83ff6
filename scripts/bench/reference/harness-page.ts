import type { PageSchema } from '@/renderer/page-view';

/**
 * The harness-like page of issue #20, as a page schema: a banner from BA006, an entry grid, 250
 * cards each holding one text block, the credit-info form and an end marker (505 blocks). The
 * plain-React reference (harness-main.tsx) renders the same blocks with the same widgets.
 */
export const HARNESS_CARDS = 250;
/** The text of the last block. */
export const HARNESS_END = '本页结束';
/** Every card's title and its text carry a number of their own: the page is whole when all are in the DOM. */
export const cardTitle = (i: number) => `卡片 ${i}`;
export const cardText = (i: number) => `第${HARNESS_CARDS + i}块：额度有效期 12 个月，按日计息，随借随还。`;
/** Distinct numbered texts (two per card) plus the end marker. */
export const HARNESS_MARKERS = HARNESS_CARDS * 2 + 1;

type Icon = 'order' | 'bill' | 'bankcard' | 'cardpwd' | 'points' | 'balance' | 'coupon' | 'gift';
const entry = (text: string, icon: Icon, to: string) => ({ text, icon, action: { kind: 'navigate' as const, to } });
export const harnessEntries = [
  entry('我的订单', 'order', '/order-list'),
  entry('我的账单', 'bill', '/my/bill'),
  entry('银行卡', 'bankcard', '/my/bankcard'),
  entry('卡密', 'cardpwd', '/my/cardpwd'),
  entry('积分', 'points', '/my/integral'),
  entry('余额', 'balance', '/my/otayonii'),
  entry('优惠券', 'coupon', '/my/coupon/list'),
  entry('礼包', 'gift', '/my/gift-bag'),
];
export const harnessForm = { form: 'credit-info', submitText: '提交', submit: { api: 'CR002' }, draft: false, pickContacts: false, successText: '提交成功' } as const;

export function harnessPage(): PageSchema {
  const cards = Array.from({ length: HARNESS_CARDS }, (_, i) => ({
    type: 'card',
    props: { title: cardTitle(i), extra: '更多' },
    blocks: [{ type: 'text', props: { text: cardText(i), size: 'md' } }],
  }));
  return {
    route: { path: '/bench/harness', name: 'benchHarness', login: 'none' },
    title: 'bench',
    blocks: [
      { type: 'banner', data: { api: 'BA006', params: { position: 'HOME_BANNER' }, path: 'list' }, hideWhenEmpty: true, props: { autoplay: true } },
      { type: 'entry-grid', props: { title: '常用入口', items: harnessEntries } },
      ...cards,
      { type: 'form', props: { form: 'credit-info', submit: { api: 'CR002' } } },
      { type: 'text', props: { text: HARNESS_END, bold: true } },
    ],
  } as PageSchema;
}

/** The harness-like page as operators would publish it (an activity route): the bench publishes it on the gateway and opens it in the app. */
export const PUBLISHED_HARNESS_ROUTE = '/activity/benchHarness';
export function publishedHarnessPage(): PageSchema {
  return { ...harnessPage(), route: { path: PUBLISHED_HARNESS_ROUTE, name: 'activityBenchHarness', login: 'none' } } as PageSchema;
}
