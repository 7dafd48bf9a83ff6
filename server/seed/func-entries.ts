/**
 * Function entries (MM004) per position: each entry appears once per position and its name says
 * where it leads (docs/actions.md: IN entries by linkType). Icons are drawn by server/http/demo-img.ts.
 */
const img = (name: string) => `/demo-img/${name}.svg`;

export const FUNC_GROUPS = [
  { id: 1, position: 'HOME', name: '常用功能', sort: 1 },
  { id: 2, position: 'HOME', name: '精选服务', sort: 2 },
  { id: 3, position: 'MY', name: '我的服务', sort: 1 },
  { id: 4, position: 'INSTALLMENT', name: '分期专区', sort: 1 },
  { id: 5, position: 'MEMBER', name: '会员权益', sort: 1 },
];

type LinkType = 'PRODUCT' | 'SPU' | 'CATEGORY' | 'CUSTOM' | 'APPVIEW' | 'VIRTUAL' | 'TELE' | 'MARKETING' | 'GOODSZONE';
/** group, name, icon, linkType, linkTypeValue (all IN entries). */
type Entry = [group: number, name: string, icon: string, linkType: LinkType, value: string];

const ENTRIES: Entry[] = [
  [1, '全部分类', 'func-classify', 'CUSTOM', '/goods/classify'],
  [1, '手机数码', 'func-digital', 'CATEGORY', '1'],
  [1, '家用电器', 'func-appliance', 'CATEGORY', '2'],
  [1, '话费充值', 'func-topup', 'TELE', ''],
  [1, '积分兑换', 'func-points', 'VIRTUAL', ''],
  [2, '新品手机', 'func-phone', 'SPU', 'SPU1001'],
  [2, '家电分期', 'func-loan', 'PRODUCT', 'P_FORM_APPLIANCE'],
  [2, '礼包专区', 'func-gift', 'GOODSZONE', 'GIFT_BAG'],
  [2, '助农专区', 'func-farm', 'GOODSZONE', 'FARMERS'],
  [2, '在线客服', 'func-service', 'CUSTOM', '/iframe-view/chatlink?groupid=1001'],
  [3, '收货地址', 'func-address', 'CUSTOM', '/my/address'],
  [3, '优惠券', 'func-coupon', 'CUSTOM', '/my/coupon/list'],
  [3, '我的礼包', 'func-gift', 'CUSTOM', '/my/gift-bag'],
  [3, '扫一扫', 'func-scan', 'APPVIEW', 'scanCode'],
  [4, '全部分类', 'func-classify', 'CUSTOM', '/goods/classify'],
  [4, '手机分期', 'func-phone', 'CATEGORY', '5'],
  [4, '家电分期', 'func-loan', 'PRODUCT', 'P_FORM_APPLIANCE'],
  [4, '推荐专区', 'func-recommend', 'CUSTOM', '/recommend-area'],
  [4, '0元购', 'func-zero', 'GOODSZONE', 'ZERO_BUY'],
  [5, '开卡礼', 'func-card', 'GOODSZONE', 'NEW_CARD'],
  [5, '新人专享', 'func-new', 'GOODSZONE', 'FREE_NEW'],
  [5, '积分兑换', 'func-points', 'VIRTUAL', ''],
  [5, '会员权益', 'func-rights', 'CUSTOM', '/member/rights'],
];

/** Rows of func_entries. */
export function funcEntryRows() {
  return ENTRIES.map(([group, name, icon, linkType, value], i) => ({
    id: i + 1, group_id: group, name, icon: img(icon), func_type: 'IN', link_type: linkType, link_type_value: value,
    func_values: linkType === 'PRODUCT' || linkType === 'SPU' ? [{ relationId: value }] : [], sort: i + 1,
  }));
}
