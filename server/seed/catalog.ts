import type { Queryable } from '../db/db';
import { insertRows } from '../db/insert';
import { FUNC_GROUPS, funcEntryRows } from './func-entries';
import { CATEGORIES, GOODS, goodsRows, skuRows } from './goods';

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

const URL_TYPES = ['IN_URL', 'OUT_URL'] as const;
const QUERY_TYPES = ['PRODUCT', 'GOODS', 'CATEGORY', 'CUSTOM', 'MARKETING', 'GOODSZONE'] as const;
const AD_POSITIONS = ['HOME_BANNER', 'HOME_BANNER', 'RECOMMEND_BANNER', 'INSTALLMENT_BANNER', 'MY_BANNER', 'MEMBER_BANNER'];
const QUERY_VALUES: Record<(typeof QUERY_TYPES)[number], [string, string]> = {
  PRODUCT: ['P_FORM_APPLIANCE', '家电分期 低至3期免息'],
  GOODS: ['SPU1001', '星耀X20 新品手机 会员立减'],
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
        id, position: AD_POSITIONS[i] ?? 'HOME_BANNER', name, image: img(`banner-${queryType.toLowerCase()}`), url_type: urlType, query_type: queryType, query_type_value: value,
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

const RIGHTS = ['会员专享价', '分期购物', '金融产品推荐', '每月免息券', '生日礼包', '专属客服'];

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
  await insertRows(q, 'goods', goodsRows());
  await insertRows(q, 'goods_skus', skuRows());
  await insertRows(q, 'ads', ads());
  await insertRows(q, 'func_groups', FUNC_GROUPS);
  await insertRows(q, 'func_entries', funcEntryRows());
  await insertRows(q, 'member_cards', [
    { card_type: 'YEAR_CARD', name: '年卡', days: 365, sort: 1, price: 20400, original_price: 36000, is_default: 'Y', rights: RIGHTS },
    { card_type: 'QUARTER_CARD', name: '季卡', days: 90, sort: 2, price: 5707, original_price: 9900, is_default: 'N', rights: RIGHTS.slice(0, 4) },
    { card_type: 'EXP_CARD', name: '体验卡', days: 7, sort: 3, price: 95, original_price: 990, is_default: 'N', rights: RIGHTS.slice(0, 1) },
  ]);
  await insertRows(q, 'equities', [
    { id: 1, name: '视频会员月卡', image: img('eq-video'), description: '主流视频平台会员 1 个月', price: 1500, member_only: 'Y', finance: 'N', sort: 1, card_kind: null, face_value: null },
    { id: 2, name: '外卖红包 20 元', image: img('eq-food'), description: '满 40 元可用', price: 990, member_only: 'Y', finance: 'N', sort: 2, card_kind: null, face_value: null },
    { id: 3, name: '京东E卡 50 元', image: img('eq-jd'), description: '卡密发放，可在卡密页提取', price: 4800, member_only: 'N', finance: 'N', sort: 3, card_kind: 'JD', face_value: 5000 },
    { id: 4, name: '话费券 10 元', image: img('eq-phone'), description: '话费充值满 50 元可用', price: 500, member_only: 'Y', finance: 'N', sort: 4, card_kind: null, face_value: null },
    { id: 5, name: '理财课程', image: img('eq-finance'), description: '理财入门视频课程，会员专享', price: 990, member_only: 'Y', finance: 'Y', sort: 5, card_kind: null, face_value: null },
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
  await insertRows(q, 'activities', GOODS.map((g, i) => ({ id: i + 1, region_type: g.region, title: g.name, image: img(`${g.art}-2`), spu_id: g.spu, sort: i + 1 })));
}
