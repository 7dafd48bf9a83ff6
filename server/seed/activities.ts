import type { Queryable } from '../db/db';
import { insertRows } from '../db/insert';

const img = (name: string) => `/demo-img/${name}.svg`;

/** A Shanghai wall-clock time (yyyy-MM-dd HH:mm:ss) as epoch ms. */
export const shanghai = (time: string) => Date.parse(`${time.replace(' ', 'T')}+08:00`);

/** The demo lotteries (AC001/AC002): ids 1 wheel, 2 blind box, 3 treasure hunt, 4 the 幸运大抽奖 of /super/lucky. */
export const LOTTERIES = [
  { id: 1, kind: 'WHEEL', title: '幸运大转盘', rules: '每人每天可抽 3 次；奖品以抽中结果为准，积分即时到账，优惠券放入“我的优惠券”。', start: '2026-01-01 00:00:00', end: '2030-12-31 23:59:59', daily: 3, cost: 0 },
  { id: 2, kind: 'BLIND_BOX', title: '惊喜盲盒', rules: '每人每天可开 1 个盲盒；盒中奖品由系统随机分配，库存有限，先到先得。', start: '2026-01-01 00:00:00', end: '2030-12-31 23:59:59', daily: 1, cost: 0 },
  { id: 3, kind: 'TREASURE', title: '积分寻宝', rules: '每次寻宝消耗 100 积分，每人每天 5 次；宝藏由系统随机揭晓，积分扣除后不退还。', start: '2026-01-01 00:00:00', end: '2030-12-31 23:59:59', daily: 5, cost: 100 },
  { id: 4, kind: 'WHEEL', title: '超级幸运星', rules: '每人每天可抽 1 次，100% 中奖。', start: '2026-01-01 00:00:00', end: '2030-12-31 23:59:59', daily: 1, cost: 0 },
] as const;

type Prize = [id: number, lottery: number, name: string, art: string, kind: 'POINTS' | 'COUPON' | 'GOODS' | 'NONE', value: number, threshold: number, weight: number, stock: number | null];

const PRIZES: Prize[] = [
  [101, 1, '88 积分', 'prize-points', 'POINTS', 88, 0, 30, 1000],
  [102, 1, '5 元优惠券', 'ex-5', 'COUPON', 500, 3000, 20, 500],
  [103, 1, '谢谢参与', 'prize-thanks', 'NONE', 0, 0, 30, null],
  [104, 1, '无线蓝牙耳机', 'goods-earbuds', 'GOODS', 0, 0, 1, 3],
  [105, 1, '10 元优惠券', 'ex-10', 'COUPON', 1000, 5000, 10, 200],
  [106, 1, '18 积分', 'prize-points-18', 'POINTS', 18, 0, 30, null],
  [201, 2, '智能手环', 'goods-band', 'GOODS', 0, 0, 1, 5],
  [202, 2, '20 元优惠券', 'ex-20', 'COUPON', 2000, 10000, 10, 100],
  [203, 2, '66 积分', 'prize-points-66', 'POINTS', 66, 0, 40, null],
  [204, 2, '5 元优惠券', 'ex-5', 'COUPON', 500, 3000, 30, 300],
  [301, 3, '500 积分', 'prize-points-500', 'POINTS', 500, 0, 5, 50],
  [302, 3, '150 积分', 'prize-points-150', 'POINTS', 150, 0, 25, null],
  [303, 3, '10 元优惠券', 'ex-10', 'COUPON', 1000, 5000, 20, 200],
  [304, 3, '空宝箱', 'prize-thanks', 'NONE', 0, 0, 50, null],
  [401, 4, '8 积分', 'prize-points-8', 'POINTS', 8, 0, 60, null],
  [402, 4, '5 元优惠券', 'ex-5', 'COUPON', 500, 3000, 30, 1000],
  [403, 4, '20 元优惠券', 'ex-20', 'COUPON', 2000, 10000, 10, 100],
];

/** Coupon templates of the 领券 blocks (AC004/AC005): batch → its coupons. Template 13 is already gone. */
export const COUPON_TEMPLATES = [
  { id: 11, batch: 'NEW_USER', name: '新人 5 元券', amount: 500, threshold: 0, stock: 1000, valid_days: 30, sort: 1 },
  { id: 12, batch: 'NEW_USER', name: '新人 20 元满减券', amount: 2000, threshold: 10000, stock: 500, valid_days: 30, sort: 2 },
  { id: 13, batch: 'NEW_USER', name: '新人 50 元大额券', amount: 5000, threshold: 30000, stock: 0, valid_days: 30, sort: 3 },
  { id: 21, batch: 'FESTIVAL', name: '节日 10 元券', amount: 1000, threshold: 5000, stock: 300, valid_days: 15, sort: 1 },
  { id: 22, batch: 'FESTIVAL', name: '节日 30 元券', amount: 3000, threshold: 20000, stock: 100, valid_days: 15, sort: 2 },
  { id: 31, batch: 'MEMBER', name: '会员专享 15 元券', amount: 1500, threshold: 8000, stock: 200, valid_days: 30, sort: 1 },
];

export async function seedActivities(q: Queryable): Promise<void> {
  await insertRows(q, 'lotteries', LOTTERIES.map((l) => ({
    id: l.id, kind: l.kind, title: l.title, rules: l.rules, start_at: shanghai(l.start), end_at: shanghai(l.end), daily_limit: l.daily, cost_points: l.cost,
  })));
  await insertRows(q, 'lottery_prizes', PRIZES.map(([id, lottery, name, art, kind, value, threshold, weight, stock], i) => ({
    id, lottery_id: lottery, name, image: img(art), kind, value, coupon_threshold: threshold, weight, stock, sort: i + 1,
  })));
  await insertRows(q, 'coupon_templates', COUPON_TEMPLATES);
}
