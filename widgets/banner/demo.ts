import type { WidgetDemo } from '../demo-types';
import type { BannerAd, BannerInput } from './props.schema';

export const demo: WidgetDemo<BannerInput, BannerAd[]> = {
  props: { autoplay: false, height: 150 },
  data: [
    { id: 1, name: '会员专享', image: '/static/banner-1.png', urlType: 'IN_URL', queryType: 'PRODUCT', queryTypeValue: 'P_FORM_APPLIANCE', url: '' },
    { id: 2, name: '年中大促', image: '/static/banner-2.png', urlType: 'OUT_URL', queryType: 'CUSTOM', queryTypeValue: '', url: 'https://example.com/act' },
  ],
  expect: { alt: '会员专享' },
};
