import type { WidgetDemo } from '../demo-types';
import type { BannerAd, BannerInput } from './props.schema';

export const demo: WidgetDemo<BannerInput, BannerAd[]> = {
  props: { autoplay: false, height: 150 },
  data: [
    { id: 1, urlType: 'IN_URL', queryType: 'PRODUCT', queryTypeValue: '1001', name: '会员专享', imgUrl: '/static/banner-1.png' },
    { id: 2, urlType: 'OUT_URL', url: 'https://example.com/act', name: '年中大促', imgUrl: '/static/banner-2.png' },
  ],
  expect: { alt: '会员专享' },
};
