import type { FromSchema } from 'json-schema-to-ts';
import { anyAction } from '@widgets/shared/action-schema';
import { CR003 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'limit-summary'> = {
  type: 'limit-summary',
  title: '额度概览',
  description: 'The credit limit (CR003 `{creditLimit, used, available, status, flow}`, cents). Not yet granted: 立即激活 goes to /cust-info-result (flow INFO) or /credit-facilities.',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', default: '我的额度', description: 'Heading.' },
    action: { ...anyAction, description: 'What a tap on a granted limit does (e.g. go to /limit).' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type LimitSummaryProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type LimitSummaryInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`: the credit limit (CR003's answer). */
export const dataSchema = CR003.response;

export type LimitData = FromSchema<typeof dataSchema>;
