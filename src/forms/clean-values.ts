import { planOf, readName, type SchemaPlan } from './schema-plan';
import type { FormFieldSchema, FormSchema } from './types';

/** One field's value as the validator should see it (undefined: leave the field out). */
export function cleanValue(field: FormFieldSchema, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  const single = Array.isArray(value) ? value[0] : value;
  const numeric = field.type === 'number' || field.type === 'integer';
  if (numeric && typeof single === 'string') return single.trim() === '' ? undefined : Number(single);
  if (typeof single === 'string' && field.type === 'string') return single.trim() === '' ? undefined : single.trim();
  return single;
}

/** Writes each leaf's cleaned value into `into`, in the plan's leaf order (only leaves first .. end - 1 when given). */
export function cleanLeaves(plan: SchemaPlan, values: Record<string, unknown>, into: unknown[], first = 0, end = plan.leaves.length): void {
  const { leaves } = plan;
  for (let i = first; i < end; i += 1) {
    const leaf = leaves[i] as SchemaPlan['leaves'][number];
    into[i] = cleanValue(leaf.field, readName(values, leaf.name));
  }
}

/** The values object built from cleaned leaves (see cleanValues); plain indexed loops, no destructuring. */
export function assembleValues(plan: SchemaPlan, cleaned: readonly unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const { groups } = plan;
  let i = 0;
  for (let g = 0; g < groups.length; g += 1) {
    const group = groups[g] as SchemaPlan['groups'][number];
    if (group.key) out[group.key] = {};
    const { fields } = group;
    for (let f = 0; f < fields.length; f += 1) {
      const value = cleaned[i];
      i += 1;
      if (value === undefined) continue;
      const name = (fields[f] as SchemaPlan['leaves'][number]).name;
      if (name.length === 2) {
        const head = name[0] as string;
        const target = (out[head] as Record<string, unknown> | undefined) ?? (out[head] = {});
        (target as Record<string, unknown>)[name[1] as string] = value;
      } else out[name[0] as string] = value;
    }
  }
  return out;
}

/**
 * Form values as the validator (and the gateway) should see them: unknown keys dropped, blank
 * strings dropped and the rest trimmed, numbers parsed, a picker's one-item array unwrapped,
 * nested groups kept as objects (always present, so their own required fields are reported).
 * The field groups come from the schema's plan, built once per schema (schema-plan.ts).
 */
export function cleanValues(schema: FormSchema, values: Record<string, unknown>): Record<string, unknown> {
  const plan = planOf(schema);
  const cleaned: unknown[] = new Array(plan.leaves.length);
  cleanLeaves(plan, values, cleaned);
  return assembleValues(plan, cleaned);
}
