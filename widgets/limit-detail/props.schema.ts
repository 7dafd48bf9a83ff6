import type { FromSchema } from 'json-schema-to-ts';
import { CR003, CR004 } from '@schemas/api/contract.gen';
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

/**
 * The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`:
 * CR004's answer, or CR003's (the same limit without the per-product `items`).
 */
export const dataSchema = { ...CR004.response, required: CR003.response.required } as const;

export type LimitDetailData = FromSchema<typeof dataSchema>;
