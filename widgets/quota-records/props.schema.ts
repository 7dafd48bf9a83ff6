import type { FromSchema } from 'json-schema-to-ts';
import { CR005 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'quota-records'> = {
  type: 'quota-records',
  title: '额度明细',
  description: 'Changes of the available limit (CR005 `{list, total, pageNum, pageSize}`, newest first: 授信, 使用, 还款, 恢复); later pages of the block data source load as the user scrolls (declare `"data": {"api": "CR005", "params": {"pageSize": 10}}`). With no record it says `emptyText` / `emptyDescription`.',
  data: 'required',
  ownEmpty: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    emptyText: { type: 'string', default: '暂无额度明细', description: 'Shown when there is no record.' },
    emptyDescription: { type: 'string', default: '授信、借款、消费和还款引起的额度变化会显示在这里', description: 'Smaller text below it.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type QuotaRecordsProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type QuotaRecordsInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`: one or more pages of records (CR005's answer, later pages appended to `list`). */
export const dataSchema = CR005.response;

/** One CR005 page (after paging: every record loaded so far). */
export type QuotaPage = FromSchema<typeof dataSchema>;
/** One CR005 record. */
export type QuotaRecord = QuotaPage['list'][number];
