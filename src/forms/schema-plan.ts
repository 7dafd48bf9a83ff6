import { fieldGroups, type FieldGroup, type LeafField } from './fields';
import type { FormSchema } from './types';

/** One `x-notEqual` rule with the other field's path split once. */
export interface PlannedRule {
  /** Path of the other field, split (`['contact1', 'phone']`). */
  other?: readonly string[];
  context?: string;
  message: string;
}

/** A field that carries `x-notEqual` rules. */
export interface PlannedCrossField {
  path: string;
  name: readonly string[];
  rules: readonly PlannedRule[];
}

/**
 * What the whole-form check needs to know about a schema, worked out once per schema (the form
 * registry hands out the same schema object every time): the field groups, the leaves in order,
 * each field's title, the cross-field rules with their paths split, and which leaves each top-level
 * property covers.
 */
export interface SchemaPlan {
  groups: readonly FieldGroup[];
  leaves: readonly LeafField[];
  /** Dotted path -> title, for the Chinese messages. */
  titles: ReadonlyMap<string, string>;
  crossFields: readonly PlannedCrossField[];
  /** The context values (`userPhone`) the cross-field rules read; nothing else of the context matters. */
  contextKeys: readonly string[];
  /** Each top-level property with its leaves (`contact1`: its three fields), in leaf order. */
  spans: readonly PlanSpan[];
}

/** A top-level property of the schema and the leaves under it: first .. end - 1. */
export interface PlanSpan {
  key: string;
  first: number;
  end: number;
}

const plans = new WeakMap<FormSchema, SchemaPlan>();

function buildPlan(schema: FormSchema): SchemaPlan {
  const groups = fieldGroups(schema);
  const leaves = groups.flatMap((g) => g.fields);
  const crossFields: PlannedCrossField[] = [];
  const contextKeys = new Set<string>();
  for (const { path, name, field } of leaves) {
    const rules = field['x-notEqual'];
    if (!rules?.length) continue;
    crossFields.push({
      path,
      name,
      rules: rules.map((rule) => ({ other: rule.field ? rule.field.split('.') : undefined, context: rule.field ? undefined : rule.context, message: rule.message })),
    });
    for (const rule of rules) if (!rule.field && rule.context) contextKeys.add(rule.context);
  }
  const spans: PlanSpan[] = [];
  leaves.forEach(({ name }, i) => {
    const span = spans[spans.length - 1];
    if (span && span.key === name[0]) span.end = i + 1;
    else spans.push({ key: name[0] as string, first: i, end: i + 1 });
  });
  return { groups, leaves, titles: new Map(leaves.map((f) => [f.path, f.field.title])), crossFields, contextKeys: [...contextKeys], spans };
}

/** The schema's plan, built on first use and kept for as long as the schema object lives. */
export function planOf(schema: FormSchema): SchemaPlan {
  let plan = plans.get(schema);
  if (!plan) plans.set(schema, (plan = buildPlan(schema)));
  return plan;
}

/** Reads a split path out of nested objects (what `readPath` does, without splitting a string each time). */
export function readName(source: unknown, name: readonly string[]): unknown {
  let node = source;
  for (let i = 0; i < name.length; i += 1) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[name[i] as string];
  }
  return node;
}
