/** Gateway answers for the activity and block pages (issue #18), shaped as the reference gateway's demo data. */
const goods = (spuId: string, name: string, price: number, memberPrice: number, preferentialType: string, stock: number) => ({
  spuId, name, image: `/demo-img/${spuId}.svg`, price, memberPrice, regionType: 'RECOMMEND', preferentialType, cardType: 'NONE', categoryId: 1, stock, sales: 10,
});

export const GOODS = [
  goods('SPU1008', '20000mAh 快充充电宝', 12900, 100, 'ZERO_BUY', 12),
  goods('SPU1001', '星耀 X20 5G 智能手机', 299900, 289900, 'MEMBER_PRICE', 50),
  goods('SPU1010', '新一级能效变频空调 挂机', 279900, 259900, 'DISCOUNT', 8),
];

const lottery = (id: number) => ({
  id, kind: 'WHEEL', title: '幸运大转盘', rules: '每人每天可抽 3 次。', startTime: '2026-01-01 00:00:00', endTime: '2030-12-31 23:59:59', serverTime: '2026-06-01 10:00:00',
  status: 'ONGOING', dailyLimit: 3, remaining: 3, costPoints: id === 3 ? 100 : 0, points: 2600,
  prizes: [
    { id: 101, name: '88 积分', image: '/demo-img/p1.svg', kind: 'POINTS' },
    { id: 102, name: '5 元优惠券', image: '/demo-img/p2.svg', kind: 'COUPON' },
    { id: 103, name: '谢谢参与', image: '/demo-img/p3.svg', kind: 'NONE' },
    { id: 104, name: '无线蓝牙耳机', image: '/demo-img/p4.svg', kind: 'GOODS' },
  ],
});

const coupons = {
  list: [
    { id: 11, name: '新人 5 元券', amount: 500, threshold: 0, validDays: 30, stockLeft: 100, status: 'AVAILABLE' },
    { id: 12, name: '新人 20 元满减券', amount: 2000, threshold: 10000, validDays: 30, stockLeft: 10, status: 'RECEIVED' },
    { id: 13, name: '新人 50 元大额券', amount: 5000, threshold: 30000, validDays: 30, stockLeft: 0, status: 'SOLD_OUT' },
  ],
};

export const ACTIVITY_ANSWERS: Record<string, (fields: Record<string, unknown>) => unknown> = {
  AC001: (f) => lottery(Number(f.lotteryId)),
  AC004: () => coupons,
  GD004: () => ({ list: GOODS }),
  GD005: (f) => ({ regionType: String(f.regionType), list: GOODS }),
  AC006: () => ({ list: GOODS }),
};

/** The pages of issue #18, relative to schemas/pages. */
export const ACTIVITY_PAGES = [
  'activity/bigWheel.json', 'activity/blindBox.json', 'activity/byRegionType.json', 'activity/integral/treasure.json', 'activity/theme/activity.json',
  'super/lucky.json', 'themeActivities/yearArea.json', 'themeActivities/dragonBoatFestival.json',
  'block/farmers.json', 'block/giftBag.json', 'block/newCard.json', 'block/myNewCard.json', 'block/freeNew.json', 'block/zeroBuy.json', 'block/byIds.json', 'block/success.json',
];
