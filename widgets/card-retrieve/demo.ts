import { demo as list } from '../card-secret-list/demo';
import type { CardSecrets } from '../card-secret-list/props.schema';
import type { WidgetDemo } from '../demo-types';
import type { CardRetrieveInput } from './props.schema';

export const demo: WidgetDemo<CardRetrieveInput, CardSecrets> = {
  props: { cardId: 1, phone: '13800000000', resultPath: '/my/cardpwd/retrieve-result' },
  data: list.data,
  expect: { text: '京东E卡 100元' },
};
