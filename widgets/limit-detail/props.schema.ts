import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'limit-detail'> = {
  type: 'limit-detail',
  title: '额度详情',
  description:
    'The credit limit in full (CR003 or CR004, cents): available, total and used with a usage bar, and with CR004 the used amount per product type. Not yet granted: what is pending and a button to activate (flow INFO -> /cust-info-result, else /credit-facilities).',
  data: 'required',
};

export const propsSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', default: '可用额度（元）', description: 'Label above the available amount.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type LimitDetailProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type LimitDetailInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** CR003 / CR004 as the widget reads them. */
export interface LimitDetailData {
  creditLimit: number;
  used: number;
  available: number;
  status: 'NONE' | 'ACTIVE';
  flow: 'IDCARD' | 'INFO' | 'FINISH';
  items?: { productType: number; name: string; used: number }[];
}

/** The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`: the credit limit with its per-product use (CR003, CR004). */
export const dataSchema = { type: 'object', required: ['creditLimit', 'used', 'available', 'status', 'flow'] } as const;
