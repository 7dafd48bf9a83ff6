import type { Queryable } from '../db/db';
import { insertRows } from '../db/insert';

const img = (name: string) => `/demo-img/${name}.svg`;

const PRODUCTS = [
  { product_id: 'P_H5_LOAN', type: 'H5', product_type: 3, name: '极速贷', link: 'https://partner.example.com/loan?ch=C004', is_credit: 'N', positions: ['HOME', 'RECOMMEND'], tags: ['合作产品', '最快3分钟'] },
  { product_id: 'P_FORM_APPLIANCE', type: 'FORM', product_type: 2, name: '家电分期', link: '', is_credit: 'Y', positions: ['HOME', 'INSTALLMENT', 'RECOMMEND'], tags: ['低息', '最长24期'] },
  { product_id: 'P_JOIN_PARTNER', type: 'JOIN', product_type: 1, name: '合作伙伴专享', link: 'https://partner.example.com/join', is_credit: 'N', positions: ['RECOMMEND'], tags: ['新人礼'] },
  { product_id: 'P_JOIN_ONLY_GIFT', type: 'JOIN_ONLY', product_type: 1, name: '一键注册有礼', link: 'https://partner.example.com/register', is_credit: 'N', positions: ['HOME', 'RECOMMEND'], tags: ['注册即送'] },
  { product_id: 'P_JOIN_WHOLE', type: 'JOIN_WHOLE', product_type: 2, name: '整单分期', link: 'https://partner.example.com/whole', is_credit: 'Y', positions: ['INSTALLMENT'], tags: ['整单'] },
  { product_id: 'P_CASH_SXG', type: 'CASH_LOAN_SXG', product_type: 3, name: '随心借', link: '', is_credit: 'Y', positions: ['HOME', 'CASH_LOAN', 'RECOMMEND'], tags: ['日息低至0.02%'] },
  { product_id: 'P_CASH_SELF', type: 'CASH_LOAN_SELF', product_type: 3, name: '自营借款', link: '', is_credit: 'Y', positions: ['CASH_LOAN'], tags: ['自营'] },
  { product_id: 'P_CREDIT_BILL', type: 'CREDIT_BILL', product_type: 1, name: '信用账单', link: '', is_credit: 'Y', positions: ['INSTALLMENT'], tags: ['先用后付'] },
  { product_id: 'P_FORM_EDU', type: 'FORM', product_type: 2, name: '教育分期', link: '', is_credit: 'Y', positions: ['INSTALLMENT'], tags: ['职业培训'] },
  { product_id: 'P_H5_CARD', type: 'H5', product_type: 1, name: '信用卡申请', link: 'https://bank.example.com/apply', is_credit: 'N', positions: ['RECOMMEND'], tags: ['银行合作'] },
];

const CATEGORIES = [
  { id: 1, parent_id: null, name: '数码', icon: img('cat-digital'), sort: 1 },
  { id: 2, parent_id: null, name: '家电', icon: img('cat-appliance'), sort: 2 },
  { id: 3, parent_id: null, name: '美妆', icon: img('cat-beauty'), sort: 3 },
  { id: 4, parent_id: null, name: '食品', icon: img('cat-food'), sort: 4 },
  { id: 5, parent_id: 1, name: '手机', icon: img('cat-phone'), sort: 1 },
  { id: 6, parent_id: 2, name: '厨房电器', icon: img('cat-kitchen'), sort: 1 },
];

const GOODS: [string, number, string, number, number, string, string, string, number][] = [
  ['SPU1001', 5, '智能手机 12GB+256GB', 299900, 289900, 'RECOMMEND', 'MEMBER_PRICE', 'YEAR_CARD', 50],
  ['SPU1002', 1, '无线蓝牙耳机', 49900, 45900, 'RECOMMEND', 'MEMBER_PRICE', 'QUARTER_CARD', 200],
  ['SPU1003', 6, '多功能空气炸锅', 39900, 35900, 'GIFT_BAG', 'MEMBER_PRICE', 'YEAR_CARD', 80],
  ['SPU1004', 2, '变频空调 1.5匹', 329900, 309900, 'YEAR_AREA', 'DISCOUNT', 'YEAR_CARD', 30],
  ['SPU1005', 3, '保湿面霜 50ml', 25900, 22900, 'GIFT_BAG', 'MEMBER_PRICE', 'EXP_CARD', 120],
  ['SPU1006', 4, '五常大米 5kg', 6990, 5990, 'FARMERS', 'MEMBER_PRICE', 'EXP_CARD', 500],
  ['SPU1007', 4, '高山有机茶叶礼盒', 19800, 16800, 'FARMERS', 'DISCOUNT', 'QUARTER_CARD', 90],
  ['SPU1008', 1, '充电宝 20000mAh', 12900, 100, 'ZERO_BUY', 'ZERO_BUY', 'YEAR_CARD', 60],
  ['SPU1009', 4, '端午粽子礼盒', 8800, 7800, 'DRAGON_BOAT', 'MEMBER_PRICE', 'NONE', 300],
  ['SPU1010', 3, '新人专享护手霜', 3900, 990, 'FREE_NEW', 'DISCOUNT', 'NONE', 400],
  ['SPU1011', 1, '开卡礼 智能手环', 19900, 9900, 'NEW_CARD', 'MEMBER_PRICE', 'YEAR_CARD', 100],
  ['SPU1012', 6, '破壁料理机', 59900, 52900, 'RECOMMEND', 'MEMBER_PRICE', 'YEAR_CARD', 40],
];

const URL_TYPES = ['IN_URL', 'OUT_URL'] as const;
const QUERY_TYPES = ['PRODUCT', 'GOODS', 'CATEGORY', 'CUSTOM', 'MARKETING', 'GOODSZONE'] as const;
const AD_POSITIONS = ['HOME_BANNER', 'HOME_BANNER', 'RECOMMEND_BANNER', 'INSTALLMENT_BANNER', 'MY_BANNER', 'MEMBER_BANNER'];
const QUERY_VALUES: Record<(typeof QUERY_TYPES)[number], [string, string]> = {
  PRODUCT: ['P_FORM_APPLIANCE', '家电分期 低至3期免息'],
  GOODS: ['SPU1001', '新品手机 会员立减'],
  CATEGORY: ['2', '家电专区'],
  CUSTOM: ['/member', '开通年卡 尊享权益'],
  MARKETING: ['/activity/byRegionType?type=ZERO_BUY&title=0元购', '0元购 限时抢'],
  GOODSZONE: ['FARMERS', '助农专区'],
};

function ads() {
  const rows = [];
  let id = 1;
  for (const urlType of URL_TYPES) {
    for (const [i, queryType] of QUERY_TYPES.entries()) {
      const [value, name] = QUERY_VALUES[queryType];
      rows.push({
        id, position: AD_POSITIONS[i] ?? 'HOME_BANNER', name, image: img(`ad-${id}`), url_type: urlType, query_type: queryType, query_type_value: value,
        url: urlType === 'OUT_URL' ? `https://activity.example.com/ad/${id}` : value.startsWith('/') ? value : '', product_id: queryType === 'PRODUCT' ? value : null, sort: id,
      });
      id += 1;
    }
  }
  const notices = ['恭喜用户138****1234获得200元免息券', '会员年卡限时特惠204元', '家电分期最长24期'];
  for (const [i, name] of notices.entries()) {
    rows.push({ id: id + i, position: 'HOME_NOTICE', name, image: '', url_type: 'IN_URL', query_type: 'CUSTOM', query_type_value: '/member', url: '/member', product_id: null, sort: i });
  }
  rows.push({ id: id + notices.length, position: 'HOME_POPUP', name: '新人礼包', image: img('popup'), url_type: 'IN_URL', query_type: 'CUSTOM', query_type_value: '/my/gift-bag', url: '/my/gift-bag', product_id: null, sort: 1 });
  return rows;
}

const FUNC_TYPES = ['IN', 'OUT', 'OUT_WANH'] as const;
const LINK_TYPES: [string, string, string][] = [
  ['PRODUCT', 'P_FORM_APPLIANCE', '家电分期'],
  ['SPU', 'SPU1002', '爆款耳机'],
  ['CATEGORY', '1', '数码'],
  ['CUSTOM', '/my/integral', '积分'],
  ['APPVIEW', 'scanCode', '扫一扫'],
  ['VIRTUAL', '/telephone', '话费充值'],
  ['TELE', '4008001234', '客服热线'],
  ['MARKETING', '/activity/bigWheel', '大转盘'],
  ['GOODSZONE', 'GIFT_BAG', '礼包专区'],
];
const FUNC_GROUPS = [
  { id: 1, position: 'HOME', name: '常用功能', sort: 1 },
  { id: 2, position: 'HOME', name: '精选服务', sort: 2 },
  { id: 3, position: 'MY', name: '我的服务', sort: 1 },
  { id: 4, position: 'INSTALLMENT', name: '分期专区', sort: 1 },
  { id: 5, position: 'MEMBER', name: '会员权益', sort: 1 },
];

function funcEntries() {
  const rows = [];
  let id = 1;
  for (const funcType of FUNC_TYPES) {
    for (const [linkType, value, name] of LINK_TYPES) {
      rows.push({
        id, group_id: (id % FUNC_GROUPS.length) + 1, name, icon: img(`func-${id}`), func_type: funcType, link_type: linkType,
        link_type_value: funcType === 'IN' ? value : funcType === 'OUT' ? `https://service.example.com/${linkType.toLowerCase()}` : `wanh://${linkType.toLowerCase()}/${value}`,
        func_values: linkType === 'PRODUCT' || linkType === 'SPU' ? [{ relationId: value }] : [], sort: id,
      });
      id += 1;
    }
  }
  return rows;
}

const RIGHTS = ['会员专享价', '每月免息券', '生日礼包', '专属客服'];

/** Products, ads, function entries, goods, categories, membership cards, equities and other catalogue data. */
export async function seedCatalog(q: Queryable): Promise<void> {
  // No icon URLs: the app then draws its own icon set (an operator can upload icons per tab).
  await insertRows(q, 'tabbar', [
    { id: 1, name: '首页', url: '/', icon: '', active_icon: '' },
    { id: 2, name: '推荐', url: '/product/recommend', icon: '', active_icon: '' },
    { id: 3, name: '分期', url: '/installment', icon: '', active_icon: '' },
    { id: 4, name: '我的', url: '/my', icon: '', active_icon: '' },
  ]);
  await insertRows(q, 'products', PRODUCTS.map((p, i) => ({
    id: i + 1, ...p, image: img(p.product_id.toLowerCase()), description: `${p.name}：正规持牌机构提供服务，额度高、审批快、还款灵活。`,
    min_amount: p.product_type === 1 ? 10000 : 100000, max_amount: p.product_type === 3 ? 5000000 : 2000000,
    periods: p.product_type === 1 ? [1] : [3, 6, 12, 24], sort: i + 1,
  })));
  await insertRows(q, 'categories', CATEGORIES);
  await insertRows(q, 'goods', GOODS.map(([spu, cat, name, price, memberPrice, region, pref, card, stock], i) => ({
    spu_id: spu, category_id: cat, name, image: img(spu.toLowerCase()), price, member_price: memberPrice, region_type: region,
    preferential_type: pref, card_type: card, stock, description: `${name}，官方正品，会员专享价，支持分期付款。`, sort: i + 1,
  })));
  await insertRows(q, 'ads', ads());
  await insertRows(q, 'func_groups', FUNC_GROUPS);
  await insertRows(q, 'func_entries', funcEntries());
  await insertRows(q, 'member_cards', [
    { card_type: 'YEAR_CARD', name: '年卡', days: 365, sort: 1, price: 20400, original_price: 36000, is_default: 'Y', rights: RIGHTS },
    { card_type: 'QUARTER_CARD', name: '季卡', days: 90, sort: 2, price: 5707, original_price: 9900, is_default: 'N', rights: RIGHTS.slice(0, 3) },
    { card_type: 'EXP_CARD', name: '体验卡', days: 7, sort: 3, price: 95, original_price: 990, is_default: 'N', rights: RIGHTS.slice(0, 1) },
  ]);
  await insertRows(q, 'equities', [
    { id: 1, name: '视频会员月卡', image: img('eq-video'), description: '主流视频平台会员 1 个月', price: 1500, member_only: 'Y', finance: 'N', sort: 1, card_kind: null },
    { id: 2, name: '外卖红包 20 元', image: img('eq-food'), description: '满 40 元可用', price: 990, member_only: 'Y', finance: 'N', sort: 2, card_kind: null },
    { id: 3, name: '京东E卡 50 元', image: img('eq-jd'), description: '卡密发放，可在卡密页提取', price: 4800, member_only: 'N', finance: 'N', sort: 3, card_kind: 'JD' },
    { id: 4, name: '话费券 10 元', image: img('eq-phone'), description: '话费充值满 50 元可用', price: 500, member_only: 'Y', finance: 'N', sort: 4, card_kind: null },
    { id: 5, name: '理财课程', image: img('eq-finance'), description: '金融产品推荐课程（审核版不展示）', price: 990, member_only: 'Y', finance: 'Y', sort: 5, card_kind: null },
  ]);
  await insertRows(q, 'exchange_items', [
    { id: 1, name: '5 元无门槛券', image: img('ex-5'), points: 500, coupon_amount: 500, coupon_threshold: 0 },
    { id: 2, name: '10 元满减券', image: img('ex-10'), points: 900, coupon_amount: 1000, coupon_threshold: 5000 },
    { id: 3, name: '20 元满减券', image: img('ex-20'), points: 1700, coupon_amount: 2000, coupon_threshold: 10000 },
  ]);
  await insertRows(q, 'topup_products', [
    { id: 1, name: '10元话费', face_value: 1000, price: 998, operator: 'ALL' },
    { id: 2, name: '30元话费', face_value: 3000, price: 2990, operator: 'ALL' },
    { id: 3, name: '50元话费', face_value: 5000, price: 4980, operator: 'ALL' },
    { id: 4, name: '100元话费', face_value: 10000, price: 9950, operator: 'ALL' },
  ]);
  await insertRows(q, 'activities', GOODS.map(([spu, , name, , , region], i) => ({ id: i + 1, region_type: region, title: name, image: img(`act-${spu.toLowerCase()}`), spu_id: spu, sort: i + 1 })));
}
