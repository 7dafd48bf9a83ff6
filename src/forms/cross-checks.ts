import { readPath } from '@/lib/json';
import { allFields } from './fields';
import type { FieldErrors } from './messages';
import type { FormContext, FormSchema } from './types';

/**
 * The `x-notEqual` rules ajv cannot judge (a field against another field or a context value such
 * as the user's own phone). Only filled values are compared; the first broken rule per field wins.
 */
export function crossFieldErrors(schema: FormSchema, values: Record<string, unknown>, context: FormContext = {}): FieldErrors {
  const out: FieldErrors = {};
  for (const { path, field } of allFields(schema)) {
    const value = readPath(values, path);
    if (value === undefined || value === '') continue;
    for (const rule of field['x-notEqual'] ?? []) {
      const other = rule.field ? readPath(values, rule.field) : rule.context ? context[rule.context] : undefined;
      if (other !== undefined && String(other) === String(value)) {
        out[path] = rule.message;
        break;
      }
    }
  }
  return out;
}
