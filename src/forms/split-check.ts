import type { ErrorObject, ValidateFunction } from 'ajv';
import type { SchemaPlan } from './schema-plan';
import type { ValidatorLayout } from './validator-layout';

type Errors = readonly ErrorObject[] | null;
/** What ajv's generated code takes besides the data: where the data is in the form. */
type DataContext = NonNullable<Parameters<ValidateFunction>[1]>;

/** A property's own validator: a field (one leaf of the plan) or a group checked whole (its leaves first .. end - 1). */
interface PartUnit extends Slot {
  validate: ValidateFunction;
  first: number;
  end: number;
  /** A field (its value is its cleaned leaf), not a group checked whole. */
  field: boolean;
  /** The group it is in (`contact1`), or undefined at the top level. */
  group?: string;
  key: string;
  instancePath: string;
  /** What `validate` answered when it last ran. */
  errors: Errors;
}

/** An object's shell (its own keywords: type, required, additionalProperties, errorMessage). */
interface ShellUnit {
  validate: ValidateFunction;
  /** The group it checks (`contact1`), or undefined for the form. */
  group?: string;
  instancePath: string;
  /** The leaves of its fields that may be missing: the shell's answer depends only on which are there. */
  fields: readonly number[];
  /** Its errors when it last ran: the object's own, then its errorMessage ones (which ajv-errors puts last). */
  head: Slot;
  tail: Slot;
}

/** A place in the form's error list, in the whole validator's order: a part's errors, or a shell's head or tail. */
interface Slot {
  errors: Errors;
}

/** The plan's leaves whose name starts with `prefix`, as one unbroken run first .. end - 1, or undefined. */
function spanOf(plan: SchemaPlan, prefix: readonly string[]): [number, number] | undefined {
  let first = -1;
  let end = -1;
  let broken = false;
  plan.leaves.forEach((leaf, i) => {
    if (!prefix.every((part, d) => leaf.name[d] === part)) return;
    if (first < 0) first = i;
    else if (end !== i) broken = true;
    end = i + 1;
  });
  return first >= 0 && !broken ? [first, end] : undefined;
}

interface Units {
  parts: PartUnit[];
  shells: ShellUnit[];
  slots: Slot[];
}

/** Lays out an object's units in the order its whole validator reports errors; false when the layout does not fit the plan. */
function layOut(plan: SchemaPlan, layout: ValidatorLayout, group: string | undefined, into: Units): boolean {
  const path = group === undefined ? [] : [group];
  const shell: ShellUnit = { validate: layout.shell, group, instancePath: path.map((p) => `/${p}`).join(''), fields: [], head: { errors: null }, tail: { errors: null } };
  into.shells.push(shell);
  into.slots.push(shell.head);
  const fields: number[] = [];
  let covered = 0;
  for (const part of layout.parts) {
    const name = [...path, part.key];
    const span = spanOf(plan, name);
    if (!span) return false;
    const [first, end] = span;
    covered += end - first;
    const isField = end - first === 1 && plan.leaves[first]?.name.length === name.length;
    // Groups are one level deep (fields.ts): a top-level group with its own layout is split into its fields.
    if (!isField && part.layout && group === undefined) {
      if (!layOut(plan, part.layout, part.key, into)) return false;
      continue;
    }
    if (isField) fields.push(first);
    const unit: PartUnit = { validate: part.validate, first, end, field: isField, group, key: part.key, instancePath: `/${name.join('/')}`, errors: null };
    into.parts.push(unit);
    into.slots.push(unit);
  }
  shell.fields = fields;
  into.slots.push(shell.tail);
  const whole = group === undefined ? [0, plan.leaves.length] : spanOf(plan, path);
  return !!whole && covered === (whole[1] ?? 0) - (whole[0] ?? 0);
}

/**
 * The form's validator errors for `values` (its cleaned leaves `current`; `judged` are the leaves
 * of the last call, `fresh` when there was none), running only what the last answer does not
 * already hold: a field's validator when its value changed, an object's shell (required,
 * additionalProperties, its errorMessage) when one of its fields came or went. The errors come in
 * the whole form validator's order, so the messages are the same: each field's schema reads only
 * its own value (scripts/compile-validators.ts splits only objects whose keywords do not look into
 * their properties, and scripts/compile-validators.test.ts compares the split validators with one
 * ajv validator per form).
 */
export type SplitJudge = (values: Record<string, unknown>, current: readonly unknown[], judged: readonly unknown[], fresh: boolean) => ErrorObject[] | null;

/** The split judge of a form, or undefined when the layout does not match the plan's fields (then the whole validator runs). */
export function createSplitJudge(plan: SchemaPlan, layout: ValidatorLayout): SplitJudge | undefined {
  const units: Units = { parts: [], shells: [], slots: [] };
  if (!layOut(plan, layout, undefined, units)) return undefined;
  const { parts, shells, slots } = units;

  const context = (instancePath: string, parentData: unknown, parentDataProperty: string | undefined, rootData: unknown) =>
    ({ instancePath, parentData, parentDataProperty, rootData }) as unknown as DataContext;

  return (values, current, judged, fresh) => {
    for (let p = 0; p < parts.length; p += 1) {
      const part = parts[p] as PartUnit;
      let changed = fresh;
      for (let i = part.first; !changed && i < part.end; i += 1) changed = !Object.is(current[i], judged[i]);
      if (!changed) continue;
      const parent = part.group === undefined ? values : (values[part.group] as Record<string, unknown>);
      const value = part.field ? current[part.first] : parent[part.key];
      part.errors = value === undefined || part.validate(value, context(part.instancePath, parent, part.key, values)) ? null : (part.validate.errors ?? null);
    }
    for (let s = 0; s < shells.length; s += 1) {
      const shell = shells[s] as ShellUnit;
      let changed = fresh;
      for (let f = 0; !changed && f < shell.fields.length; f += 1) {
        const i = shell.fields[f] as number;
        changed = (current[i] === undefined) !== (judged[i] === undefined);
      }
      if (!changed) continue;
      const data = shell.group === undefined ? values : values[shell.group];
      const head: ErrorObject[] = [];
      const tail: ErrorObject[] = [];
      const ok = shell.validate(data, context(shell.instancePath, shell.group === undefined ? undefined : values, shell.group, values));
      if (!ok) for (const e of shell.validate.errors ?? []) (e.keyword === 'errorMessage' && e.instancePath === shell.instancePath ? tail : head).push(e);
      shell.head.errors = head.length ? head : null;
      shell.tail.errors = tail.length ? tail : null;
    }
    const out: ErrorObject[] = [];
    for (let s = 0; s < slots.length; s += 1) {
      const { errors } = slots[s] as Slot;
      if (errors) for (let e = 0; e < errors.length; e += 1) out.push(errors[e] as ErrorObject);
    }
    return out.length ? out : null;
  };
}
