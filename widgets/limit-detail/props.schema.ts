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

export type LimitDetailProps = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;

/** CR003 / CR004 as the widget reads them. */
export interface LimitDetailData {
  creditLimit: number;
  used: number;
  available: number;
  status: 'NONE' | 'ACTIVE';
  flow: 'IDCARD' | 'INFO' | 'FINISH';
  items?: { productType: number; name: string; used: number }[];
}
