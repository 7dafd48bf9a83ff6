import { fieldGroups } from './fields';
import type { FormFieldSchema, FormSchema } from './types';
import { readPath } from '@/lib/json';

function cleanValue(field: FormFieldSchema, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  const single = Array.isArray(value) ? value[0] : value;
  const numeric = field.type === 'number' || field.type === 'integer';
  if (numeric && typeof single === 'string') return single.trim() === '' ? undefined : Number(single);
  if (typeof single === 'string' && field.type === 'string') return single.trim() === '' ? undefined : single.trim();
  return single;
}

/**
 * Form values as the validator (and the gateway) should see them: unknown keys dropped, blank
 * strings dropped and the rest trimmed, numbers parsed, a picker's one-item array unwrapped,
 * nested groups kept as objects (always present, so their own required fields are reported).
 */
export function cleanValues(schema: FormSchema, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const group of fieldGroups(schema)) {
    if (group.key) out[group.key] = {};
    for (const { name, field } of group.fields) {
      const value = cleanValue(field, readPath(values, name.join('.')));
      if (value === undefined) continue;
      const [head, leaf] = name.length === 2 ? name : [undefined, name[0]];
      const target = head ? ((out[head] as Record<string, unknown> | undefined) ?? (out[head] = {})) as Record<string, unknown> : out;
      target[leaf as string] = value;
    }
  }
  return out;
}
