import type { ValidateFunction } from 'ajv';
import { cleanValue } from './clean-values';
import type { LeafField } from './fields';
import { leafMessage, zhFieldErrors } from './messages';
import { readName, type SchemaPlan } from './schema-plan';
import type { FormContext, FormSchema } from './types';
import type { ValidatorLayout } from './validator-layout';

/** What ajv's generated code takes besides the data: where the data is in the form. */
type DataContext = NonNullable<Parameters<ValidateFunction>[1]>;

/** One field's message for the form's current values (rc-field-form's store) and context. */
export type FieldCheck = (path: string, raw: Record<string, unknown>, context?: FormContext) => string | undefined;

/** A cross-field rule of one field, with the other field's leaf found once. */
interface LeafRule {
  other?: LeafField;
  context?: string;
  message: string;
}

/** A field with what its check needs, and its last answers. */
interface FieldUnit {
  leaf: LeafField;
  validate: ValidateFunction;
  data: DataContext;
  rules: readonly LeafRule[];
  /** The last time it was asked: the raw value, the raw values its rules read (the other field's, the context's), the answer. */
  asked: boolean;
  rawValue: unknown;
  seen: unknown[];
  message: string | undefined;
  /** The last cleaned value its validator judged, and the validator's message for it. */
  judged: boolean;
  value: unknown;
  schemaMessage: string | undefined;
}

/** The validators of a split object by property, or undefined when the object was not split. */
function partsOf(layout: ValidatorLayout | undefined): Map<string, { validate: ValidateFunction; layout?: ValidatorLayout }> | undefined {
  return layout ? new Map(layout.parts.map((p) => [p.key, p])) : undefined;
}

/**
 * The message of each field that has no value, from the object's own validator (required,
 * additionalProperties, its errorMessage) run once on an empty object: a required field's message
 * does not depend on any other field, so this is what the whole validator says of it.
 */
function missingMessages(schema: FormSchema, layout: ValidatorLayout, group: string | undefined): Record<string, string> {
  const instancePath = group === undefined ? '' : `/${group}`;
  const empty = {};
  const ok = layout.shell(empty, { instancePath, parentData: undefined, parentDataProperty: group, rootData: empty } as unknown as DataContext);
  return ok ? {} : zhFieldErrors(schema, layout.shell.errors);
}

/**
 * Per-field checks of a split form (scripts/compile-validators.ts), or undefined when its layout
 * does not reach every field (an object kept whole). A field's check runs only that field's
 * validator, and only when its cleaned value changed; its cross-field rules are judged again when a
 * value they read changed; asked again about the same raw values, it answers from memory. The
 * messages are the whole-form check's (form-check.ts): a field with no value gets its object's
 * required message, one with a value the first message of its own validator's errors, else the
 * first cross-field rule it breaks (src/forms/form-check.test.ts compares the two on random edits).
 * `runs` counts the validators run.
 */
export function createFieldCheck(schema: FormSchema, plan: SchemaPlan, layout: ValidatorLayout): { check: FieldCheck; runs: () => number } | undefined {
  const top = partsOf(layout);
  const groupParts = new Map<string, ReturnType<typeof partsOf>>();
  for (const [key, part] of top ?? []) if (part.layout) groupParts.set(key, partsOf(part.layout));
  // Worked out when a field is first found empty (the object validators run once, then never again).
  let missing: Record<string, string> | undefined;
  const missingOf = (path: string): string | undefined => {
    if (!missing) {
      missing = missingMessages(schema, layout, undefined);
      for (const part of layout.parts) if (part.layout) Object.assign(missing, missingMessages(schema, part.layout, part.key));
    }
    return missing[path];
  };
  const byPath = new Map(plan.leaves.map((leaf) => [leaf.path, leaf]));
  const units = new Map<string, FieldUnit>();
  for (const leaf of plan.leaves) {
    const [head, tail] = leaf.name as [string, string | undefined];
    const part = tail === undefined ? top?.get(head) : groupParts.get(head)?.get(tail);
    if (!part || part.layout) return undefined;
    const planned = plan.crossFields.find((c) => c.path === leaf.path);
    const rules = (planned?.rules ?? []).map((r) => ({ other: r.other ? byPath.get(r.other.join('.')) : undefined, context: r.other ? undefined : r.context, message: r.message }));
    const instancePath = `/${leaf.name.join('/')}`;
    const data = { instancePath, parentData: undefined, parentDataProperty: tail ?? head, rootData: undefined } as unknown as DataContext;
    units.set(leaf.path, { leaf, validate: part.validate, data, rules, asked: false, rawValue: undefined, seen: rules.map(() => undefined), message: undefined, judged: false, value: undefined, schemaMessage: undefined });
  }
  let runs = 0;

  /** The field's message for a value and the raw values its rules read (`seen`), running its validator only for a new cleaned value. */
  const judge = (unit: FieldUnit, rawValue: unknown): string | undefined => {
    const value = cleanValue(unit.leaf.field, rawValue);
    if (value === undefined) return missingOf(unit.leaf.path);
    if (!unit.judged || !Object.is(value, unit.value)) {
      runs += 1;
      unit.schemaMessage = unit.validate(value, unit.data) ? undefined : leafMessage(unit.leaf.field.title, unit.validate.errors);
      unit.value = value;
      unit.judged = true;
    }
    // The schema's message, when there is one, wins over the cross-field rules.
    if (unit.schemaMessage !== undefined) return unit.schemaMessage;
    const { rules, seen } = unit;
    for (let r = 0; r < rules.length; r += 1) {
      const rule = rules[r] as LeafRule;
      const other = rule.other ? cleanValue(rule.other.field, seen[r]) : seen[r];
      if (other !== undefined && String(other) === String(value)) return rule.message;
    }
    return undefined;
  };

  const check: FieldCheck = (path, raw, context) => {
    const unit = units.get(path);
    if (!unit) return undefined;
    const rawValue = readName(raw, unit.leaf.name);
    const { rules, seen } = unit;
    let same = unit.asked && Object.is(rawValue, unit.rawValue);
    for (let r = 0; r < rules.length; r += 1) {
      const rule = rules[r] as LeafRule;
      const now = rule.other ? readName(raw, rule.other.name) : rule.context ? context?.[rule.context] : undefined;
      if (Object.is(now, seen[r])) continue;
      same = false;
      seen[r] = now;
    }
    if (same) return unit.message;
    unit.asked = true;
    unit.rawValue = rawValue;
    unit.message = judge(unit, rawValue);
    return unit.message;
  };
  return { check, runs: () => runs };
}
