import type { WidgetDemo } from '../demo-types';
import type { CardSecretListInput, CardSecrets } from './props.schema';

export const demo: WidgetDemo<CardSecretListInput, CardSecrets> = {
  props: { retrievePath: '/my/cardpwd/retrieve' },
  data: {
    list: [
      { id: 2, cardKind: 'GOLD', name: '黄金卡 50元', cardNo: 'GD00****21', faceValue: 5000, retrieved: 'N', createTime: '2025-06-01 10:00:00' },
      { id: 1, cardKind: 'JD', name: '京东E卡 100元', cardNo: 'JD00****56', faceValue: 10000, retrieved: 'Y', createTime: '2025-05-20 09:30:00' },
    ],
    hasPayPassword: 'Y',
  },
  expect: { text: '京东E卡 100元' },
};
