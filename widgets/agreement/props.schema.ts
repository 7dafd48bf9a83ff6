import type { FromSchema } from 'json-schema-to-ts';
import { UC010 } from '@schemas/api/contract.gen';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'agreement'> = {
  type: 'agreement',
  title: '协议',
  description: 'An agreement: a title and sanitised HTML. Data (optional): the UC010 answer `{key, title, content}`; it wins over props. With `agreementKey` it loads UC010 itself.',
  data: 'optional',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', description: 'Agreement title.' },
    html: { type: 'string', default: '', description: 'Agreement text as HTML.' },
    showTitle: { type: 'boolean', default: true, description: 'Print the title above the text; false when the nav bar already shows it (a page with titleFrom).' },
    agreementKey: { type: 'string', description: 'Load this agreement with UC010 (bind to {"$param": "key"}); privacy, register and member take their _verify key in the verify variant.' },
    variant: { enum: ['official', 'verify'], default: 'official', description: 'Bind to {"$app": "variant"}; picks the _verify agreement keys.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type AgreementProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type AgreementInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
/** The data the widget expects (after the data source's `path`), checked by `npm run schemas:check`: UC010's answer, the agreement's key, title and HTML. */
export const dataSchema = UC010.response;

/** An agreement as the gateway returns it. */
export type AgreementData = FromSchema<typeof dataSchema>;
