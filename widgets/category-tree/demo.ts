import type { WidgetDemo } from '../demo-types';
import type { Category, CategoryTreeInput } from './props.schema';

export const demo: WidgetDemo<CategoryTreeInput, Category[]> = {
  props: {},
  data: [
    { id: 1, name: '数码', icon: '/demo-img/cat-digital.svg', children: [{ id: 5, name: '手机', icon: '/demo-img/cat-phone.svg' }, { id: 7, name: '耳机音箱', icon: '/demo-img/cat-audio.svg' }] },
    { id: 2, name: '家电', icon: '/demo-img/cat-appliance.svg', children: [{ id: 6, name: '厨房电器', icon: '/demo-img/cat-kitchen.svg' }] },
  ],
  expect: { text: '全部数码' },
};
