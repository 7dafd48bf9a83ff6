import type { FromSchema } from 'json-schema-to-ts';
import { BL001 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'bill-list'> = {
  type: 'bill-list',
  title: '账单列表',
  description:
    'The user\'s bills from BL001 (declare `"data": {"api": "BL001", "params": {"status": "UNPAID", "pageNum": 1, "pageSize": 10}}`; later pages load as the user scrolls): 待还总额 and the overdue count on top, overdue bills first marked 已逾期N天, the rest grouped by month with each month\'s amount due. A tap emits navigate to `repaymentPath?billId=`.',
  data: 'required',
  ownEmpty: true,
};

export const propsSchema = {
  type: 'object',
  properties: {
    repaymentPath: { type: 'string', pattern: '^/', default: '/my/bill/repayment', description: 'Route a tapped bill opens (gets `billId`).' },
    showSummary: { type: 'boolean', default: true, description: 'Show 待还总额 and the overdue count above the list.' },
    emptyText: { type: 'string', default: '暂无待还账单', description: 'Title of the empty state.' },
    emptyDescription: { type: 'string', default: '您当前没有需要还款的账单', description: 'Line under the empty state\'s title (set one that fits the list, e.g. for 全部账单).' },
  },
  additionalProperties: false,
} as const;

/** BL001's answer: the bills and the open totals. */
export const dataSchema = BL001.response;

export type BillListProps = FromSchema<typeof propsSchema>;
export type BillListInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
