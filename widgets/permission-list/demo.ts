import type { WidgetDemo } from '../demo-types';
import type { PermissionListInput } from './props.schema';

export const demo: WidgetDemo<PermissionListInput> = {
  props: {},
  expect: { text: '用于拍摄身份证照片完成实名认证' },
};
