import type { WidgetDemo } from '../demo-types';
import type { ProductOrderProps } from './props.schema';

/** The demo gateway answers nothing, so the form shows its error state; the widget test drives PD002/SF201/SF203. */
export const demo: WidgetDemo<ProductOrderProps> = {
  props: { productId: 'P_FORM_APPLIANCE', resultPath: '/order-result', buttonText: '确认申请' },
  expect: { text: '产品不存在或已下架' },
};
