import type { FromSchema } from 'json-schema-to-ts';
import { OT004, PT002 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';
import { pagedList } from '@widgets/shared/list-data';

export const meta: WidgetMeta<'ledger-records'> = {
  type: 'ledger-records',
  title: '收支明细',
  description:
    'Ledger lines of its data source, newest first, paged (declare `"params": {"pageSize": 10}`; later pages load as the user scrolls): PT002 points records (`reason`, `change` in points) or OT004 balance records (`remark`, `kind`, `change` in cents, `unit: "money"`). Earned lines show +, spent lines -, with the time; the 全部 / 获得 / 支出 filter (`filter`) narrows what is loaded.',
  data: 'required',
  ownEmpty: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    unit: { enum: ['points', 'money'], default: 'points', description: 'points: changes are points; money: changes are cents shown in yuan.' },
    filter: { type: 'boolean', default: true, description: 'Show the 全部 / 获得 / 支出 filter.' },
    emptyText: { type: 'string', default: '暂无明细', description: 'Shown when there is nothing.' },
  },
  additionalProperties: false,
} as const;

export type LedgerRecordsProps = FromSchema<typeof propsSchema>;
export type LedgerRecordsInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** One or more pages of PT002 (points) lines or of OT004 (balance) lines: each line is exactly one of the two. */
export const dataSchema = pagedList({ anyOf: [PT002.response.properties.list.items, OT004.response.properties.list.items] });

export type LedgerPage = FromSchema<typeof dataSchema>;
