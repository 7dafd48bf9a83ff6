import type { FormSchema } from './types';

/** Form values as the validator should see them: empty strings dropped, numbers parsed. */
export function cleanValues(schema: FormSchema, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = schema.properties[name];
    if (!field || value === undefined || value === null || value === '') continue;
    const numeric = field.type === 'number' || field.type === 'integer';
    out[name] = numeric && typeof value === 'string' ? Number(value) : Array.isArray(value) && field.type !== 'boolean' ? value[0] : value;
  }
  return out;
}
