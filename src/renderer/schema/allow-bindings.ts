import { isActionSchema } from './action-marker';

type Schema = { readonly [key: string]: unknown };
const ACTION = { $ref: '#/definitions/action' } as const;

const BINDING = { $ref: '#/definitions/binding' } as const;
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Fixed values (`const`, e.g. an action's `kind`) stay fixed: ajv's discriminator needs them bare. */
const orBinding = (s: unknown) => (isSchema(s) && !('const' in s) ? { anyOf: [allowBindings(s, false), BINDING] } : s);

/**
 * Returns a copy of a props schema in which every property value and array item may also be
 * a binding (`{"$query": ...}`), so editors and the checker accept bound props. Embedded
 * action schemas become a `$ref` to the page schema's one action definition.
 */
export function allowBindings(schema: Schema, isRoot = true): Schema {
  if (!isRoot && isActionSchema(schema)) return ACTION;
  const out: Record<string, unknown> = { ...schema };
  if (isSchema(schema.properties)) {
    out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, orBinding(v)]));
  }
  if (isSchema(schema.items)) out.items = orBinding(schema.items);
  if (isSchema(schema.additionalProperties)) out.additionalProperties = orBinding(schema.additionalProperties);
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) out[key] = list.map((s: unknown) => (isSchema(s) ? allowBindings(s, false) : s));
  }
  return out;
}
