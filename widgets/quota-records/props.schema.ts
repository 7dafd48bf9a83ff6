import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'quota-records'> = {
  type: 'quota-records',
  title: '额度明细',
  description: 'Changes of the available limit (CR005, newest first: 授信, 使用, 还款, 恢复), a page at a time as the user scrolls; loading, empty and error states of its own.',
  data: 'none',
};

export const propsSchema = {
  type: 'object',
  properties: {
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 10, description: 'Records per CR005 call.' },
  },
  additionalProperties: false,
} as const;

export type QuotaRecordsProps = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** One CR005 record. */
export interface QuotaRecord {
  id: number;
  kind: 'GRANT' | 'USE' | 'REPAY' | 'RELEASE';
  change: number;
  remark: string;
  createTime: string;
}

/** One CR005 page. */
export interface QuotaPage {
  list: QuotaRecord[];
  total: number;
  pageNum: number;
}
