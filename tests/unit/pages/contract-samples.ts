/** Gateway answers shaped like the contract (docs/gateway-api.md), values from the seed. */
const product = (productId: string, type: string, name: string, isCredit: 'Y' | 'N', productType = 2) => ({
  id: productId.length, productId, type, productType, name, link: type === 'H5' ? 'https://partner.example.com/loan' : '', isCredit,
  image: `/demo-img/${productId.toLowerCase()}.svg`, description: `${name}：正规持牌机构提供服务。`, minAmount: 100000, maxAmount: 2000000, periods: [3, 6, 12, 24], tags: ['低息'],
});

export const products = {
  appliance: product('P_FORM_APPLIANCE', 'FORM', '家电分期', 'Y'),
  h5Loan: product('P_H5_LOAN', 'H5', '极速贷', 'N', 3),
  whole: product('P_JOIN_WHOLE', 'JOIN_WHOLE', '整单分期', 'Y'),
};

export const ad = (id: number, name: string, position = 'HOME_BANNER') => ({
  id, name, image: `/demo-img/ad-${id}.svg`, urlType: 'IN_URL', queryType: 'CUSTOM', queryTypeValue: '/member', url: '/member', position,
});

export const notices = { list: [ad(13, '恭喜用户138****1234获得200元免息券'), ad(14, '会员年卡限时特惠204元')] };

const entry = (id: number, name: string, linkType: string, linkTypeValue: string) => ({
  id, name, icon: `/demo-img/func-${id}.svg`, funcType: 'IN', linkType, linkTypeValue, funcValues: [], sort: id,
});

export const funcGroups = {
  list: [
    { id: 1, name: '常用功能', sort: 1, funcList: [entry(1, '积分', 'CUSTOM', '/my/integral'), entry(2, '话费充值', 'TELE', '')] },
    { id: 2, name: '精选服务', sort: 2, funcList: [entry(3, '礼包专区', 'GOODSZONE', 'GIFT_BAG')] },
  ],
};

export const goods = (spuId: string, name: string) => ({
  spuId, name, image: `/demo-img/${spuId.toLowerCase()}.svg`, price: 39900, memberPrice: 35900, regionType: 'GIFT_BAG',
  preferentialType: 'MEMBER_PRICE', cardType: 'YEAR_CARD', categoryId: 6, stock: 80,
});

export const limit = { creditLimit: 1000000, used: 45900, available: 954100, status: 'ACTIVE', flow: 'FINISH' };

export const messages = (count: number, total = count) => ({
  list: Array.from({ length: count }, (_, i) => ({
    id: total - i, title: `消息标题${total - i}`, content: `消息内容${total - i}`, msgType: 'SYSTEM', isRead: i === 0 ? 'N' : 'Y', createTime: '2025-06-01 10:00:00',
  })),
  total, pageNum: 1, pageSize: 10,
});
