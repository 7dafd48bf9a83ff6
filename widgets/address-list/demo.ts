import type { WidgetDemo } from '../demo-types';
import type { AddressListInput } from './props.schema';

export const demo: WidgetDemo<AddressListInput> = {
  props: { editPath: '/my/address/edit' },
  expect: { text: '新增收货地址' },
};
