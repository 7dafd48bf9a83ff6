import type { FromSchema } from 'json-schema-to-ts';
import type { WidgetMeta } from '../types';

export const meta: WidgetMeta<'config-link'> = {
  type: 'config-link',
  title: '配置链接',
  description:
    'A link whose URL is an app configuration value (BA019 `configKey`), with `query` fields appended (e.g. the chat group), opened through the safe-URL gate: in the in-app frame (`inApp`) or outside. A path value is taken relative to the app’s own origin. `autoOpen` opens it as soon as it is known; the button opens it again.',
  data: 'none',
  kind: 'feature',
};

export const propsSchema = {
  type: 'object',
  required: ['configKey', 'title'],
  properties: {
    configKey: { type: 'string', minLength: 1, maxLength: 64, description: 'The BA019 key holding the URL.' },
    title: { type: 'string', description: 'Heading, and the in-app frame’s title.' },
    description: { type: 'string', default: '', description: 'What the user will find there.' },
    buttonText: { type: 'string', default: '打开', description: 'Text of the button.' },
    query: { type: 'object', additionalProperties: { type: 'string' }, default: {}, description: 'Fields appended to the URL’s query (values may be bindings, e.g. {"groupid": {"$query": "groupid"}}); empty values are left out.' },
    inApp: { type: 'boolean', default: true, description: 'Open in the in-app full-screen frame (true) or leave the app (false).' },
    autoOpen: { type: 'boolean', default: false, description: 'Open once the URL is known, without a tap.' },
  },
  additionalProperties: false,
} as const;

/** Props as the component receives them: the renderer has filled in every default. */
export type ConfigLinkProps = FromSchema<typeof propsSchema>;
/** Props as a page schema (or a demo) writes them: those with a default may be left out. */
export type ConfigLinkInput = FromSchema<typeof propsSchema, { keepDefaultedPropertiesOptional: true }>;
