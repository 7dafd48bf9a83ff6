import type { WidgetDemo } from '../demo-types';
import type { AccountCancelInput } from './props.schema';

export const demo: WidgetDemo<AccountCancelInput> = {
  props: {},
  expect: { text: '注销后，您的账户信息、授信额度、积分、优惠券与会员权益将被清除且无法恢复；该手机号可重新注册为新用户。' },
};
