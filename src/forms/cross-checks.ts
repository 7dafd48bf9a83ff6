import type { FieldErrors } from './messages';
import { planOf, readName } from './schema-plan';
import type { FormContext, FormSchema } from './types';

/**
 * The `x-notEqual` rules ajv cannot judge (a field against another field or a context value such
 * as the user's own phone). Only filled values are compared; the first broken rule per field wins.
 * Only the fields that carry rules are visited (the schema's plan lists them, paths split once).
 */
export function crossFieldErrors(schema: FormSchema, values: Record<string, unknown>, context: FormContext = {}): FieldErrors {
  const out: FieldErrors = {};
  const { crossFields } = planOf(schema);
  for (let f = 0; f < crossFields.length; f += 1) {
    const { path, name, rules } = crossFields[f] as (typeof crossFields)[number];
    const value = readName(values, name);
    if (value === undefined || value === '') continue;
    for (let r = 0; r < rules.length; r += 1) {
      const rule = rules[r] as (typeof rules)[number];
      const other = rule.other ? readName(values, rule.other) : rule.context ? context[rule.context] : undefined;
      if (other !== undefined && String(other) === String(value)) {
        out[path] = rule.message;
        break;
      }
    }
  }
  return out;
}
