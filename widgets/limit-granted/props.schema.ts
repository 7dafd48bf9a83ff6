import type { FromSchema } from 'json-schema-to-ts';
import { CR003 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'limit-granted'> = {
  type: 'limit-granted',
  title: '激活成功',
  description: 'The end of credit activation: the granted limit (CR003, cents) with 查看额度 (/limit) and 去逛逛 (/); when the customer came from the cashier\'s 去授信 (an unpaid order kept in sessionStorage, widgets/shared/credit-return.ts), first 继续支付 back to that order\'s cashier (`cashierPath`), once SF206 says the order is still 待付款 (paid or cancelled meanwhile, or refused, it is forgotten and only the usual buttons show; without an answer 继续支付 stays, the cashier then says for itself). While the limit is not active yet, a button back to /active-loading.',
  data: 'required',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', default: '恭喜，额度激活成功', description: 'Heading.' },
    cashierPath: { type: 'string', pattern: '^/', default: '/cashier', description: 'The cashier 继续支付 opens (with `?orderId=`) after a 去授信 from it.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type LimitGrantedProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type LimitGrantedInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`: the granted credit limit (CR003's answer). */
export const dataSchema = CR003.response;

export type GrantedData = FromSchema<typeof dataSchema>;
