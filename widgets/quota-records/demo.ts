import type { WidgetDemo } from '../demo-types';
import type { QuotaRecordsProps } from './props.schema';

export const demo: WidgetDemo<QuotaRecordsProps> = {
  props: { pageSize: 10 },
  expect: { text: '暂无额度明细' },
};
