import type { WidgetDemo } from '../demo-types';
import type { MemberCardsData, MemberCardsInput } from './props.schema';

export const demo: WidgetDemo<MemberCardsInput, MemberCardsData> = {
  props: { buyPath: '/member/buy' },
  data: {
    list: [
      { cardType: 'EXP_CARD', name: '体验卡', days: 7, sort: 3, price: 95, originalPrice: 990, isDefault: 'N', rights: ['会员专享价'] },
      { cardType: 'YEAR_CARD', name: '年卡', days: 365, sort: 1, price: 20400, originalPrice: 36000, isDefault: 'Y', rights: ['会员专享价', '分期购物', '生日礼包'] },
      { cardType: 'QUARTER_CARD', name: '季卡', days: 90, sort: 2, price: 5707, originalPrice: 9900, isDefault: 'N', rights: ['会员专享价', '分期购物'] },
    ],
    current: { cardType: 'NONE' },
  },
  expect: { text: '暂未开通会员' },
};
