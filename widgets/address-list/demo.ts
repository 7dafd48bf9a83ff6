import type { WidgetDemo } from '../demo-types';
import type { AddressListProps } from './props.schema';

export const demo: WidgetDemo<AddressListProps> = {
  props: { editPath: '/my/address/edit' },
  expect: { text: '新增收货地址' },
};
