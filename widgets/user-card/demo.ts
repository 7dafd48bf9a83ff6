import type { WidgetDemo } from '../demo-types';
import type { UserCardInput } from './props.schema';

export const demo: WidgetDemo<UserCardInput> = {
  props: { loggedIn: true, phone: '13800000000', memberCardType: 'YEAR_CARD', memberExpireAt: '2026-01-31 00:00:00', action: { kind: 'navigate', to: '/my/account' } },
  expect: { text: '138****0000' },
};
