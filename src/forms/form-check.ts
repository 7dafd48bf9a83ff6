import type { ErrorObject } from 'ajv';
import { assembleValues, cleanLeaves } from './clean-values';
import { crossFieldErrors } from './cross-checks';
import type { CompiledForm } from './form-registry';
import { zhFieldErrors, type FieldErrors } from './messages';
import { planOf } from './schema-plan';
import { createFieldCheck } from './field-check';
import { createSplitJudge, type SplitJudge } from './split-check';
import type { FormContext } from './types';

/** The cleaned values of a form and the Chinese message per field the whole-form check found. */
export interface FormCheck {
  values: Record<string, unknown>;
  errors: FieldErrors;
}

/** The whole-form check, and for a split form the per-field checks (field-check.ts). */
export interface FormChecker {
  (raw: Record<string, unknown>, context?: FormContext): FormCheck;
  /**
   * The messages of the given fields for these values, in one call: what SchemaForm asks at a
   * submit (every drawn field) and in a field's rule (that field). A split form asks each field's
   * check; a form kept whole answers from its whole-form check.
   */
  errorsOf(paths: readonly string[], raw: Record<string, unknown>, context?: FormContext): FieldErrors;
  /** How many validators the checks have run: the fields' for a split form, the whole form's otherwise. */
  runs(): number;
}

/**
 * The whole-form check (ajv validator, Chinese messages, cross-field rules), remembered for the
 * values it last judged. SchemaForm asks `errorsOf`: once for every drawn field at a press of 提交,
 * once for a field in its rule (on blur or change). For a split form that asks the per-field checks
 * (field-check.ts: each field's own validator, the same messages); a form kept whole
 * answers from the whole-form check, so either way the form is checked once per submit.
 *
 * When the answer is remembered: for the very values object and context of the last call (rc-field-form
 * hands every rule of a submit its store object itself, and replaces that object, never changes it
 * in place, on every edit; values are treated the same way here), or for a new object whose fields
 * clean to the same values with the same context values the cross-field rules read. So a remembered
 * answer costs a reference compare or one pass over the fields, with no serialising and nothing
 * allocated; the field list and rules come from the schema's plan, built once per schema
 * (schema-plan.ts). A top-level property that is the very object (or value) it was at the last call
 * is not cleaned again (rc-field-form's edits copy only the objects on the edited field's path).
 *
 * When the values changed, the form's split validator (split-check.ts) runs only the validators of
 * the fields that changed (and an object's own keywords when one of its fields came or went), and
 * reuses the last answer's errors for the rest, in the whole validator's order: the same errors, so
 * the same messages, as running the whole validator again.
 */
export function createFormChecker(form: CompiledForm): FormChecker {
  const plan = planOf(form.schema);
  const { contextKeys, spans } = plan;
  const size = plan.leaves.length;
  // Laid out on the first whole-form check: a split form's errorsOf asks its field checks instead, and may never need it.
  let judge: SplitJudge | undefined | null = null;
  let current: unknown[] = new Array(size);
  let judged: unknown[] = new Array(size);
  const judgedContext: unknown[] = new Array(contextKeys.length);
  let last: FormCheck | undefined;
  let lastRaw: Record<string, unknown> | undefined;
  let lastContext: FormContext | undefined;

  const sameAsLast = (context: FormContext | undefined): boolean => {
    for (let i = 0; i < size; i += 1) if (!Object.is(current[i], judged[i])) return false;
    for (let i = 0; i < contextKeys.length; i += 1) if (context?.[contextKeys[i] as string] !== judgedContext[i]) return false;
    return true;
  };

  /** Cleans `raw` into `current`; a property that is the one last judged keeps its judged leaves. */
  const clean = (raw: Record<string, unknown>) => {
    const before = last ? lastRaw : undefined;
    for (let s = 0; s < spans.length; s += 1) {
      const { key, first, end } = spans[s] as (typeof spans)[number];
      if (before && Object.is(raw[key], before[key])) for (let i = first; i < end; i += 1) current[i] = judged[i];
      else cleanLeaves(plan, raw, current, first, end);
    }
  };

  const schemaErrorsOf = (values: Record<string, unknown>): readonly ErrorObject[] | null | undefined => {
    if (judge === null) judge = form.layout ? createSplitJudge(plan, form.layout) : undefined;
    if (judge) return judge(values, current, judged, last === undefined);
    return form.validate(values) ? null : form.validate.errors;
  };

  let wholeRuns = 0;
  const checker = ((raw: Record<string, unknown>, context?: FormContext): FormCheck => {
    if (last && raw === lastRaw && context === lastContext) return last;
    clean(raw);
    lastRaw = raw;
    lastContext = context;
    if (last && sameAsLast(context)) return last;
    const values = assembleValues(plan, current);
    wholeRuns += 1;
    const found = schemaErrorsOf(values);
    const schemaErrors = found ? zhFieldErrors(form.schema, found) : undefined;
    const crossErrors = crossFieldErrors(form.schema, values, context);
    // The field's schema message wins over its cross-field message.
    const errors = schemaErrors ? { ...crossErrors, ...schemaErrors } : crossErrors;
    last = { values, errors };
    const spare = judged;
    judged = current;
    current = spare;
    for (let i = 0; i < contextKeys.length; i += 1) judgedContext[i] = context?.[contextKeys[i] as string];
    return last;
  }) as FormChecker;
  const fields = form.layout ? createFieldCheck(form.schema, plan, form.layout) : undefined;
  if (fields) {
    const { check } = fields;
    checker.runs = fields.runs;
    checker.errorsOf = (paths, raw, context) => {
      const out: FieldErrors = {};
      for (let i = 0; i < paths.length; i += 1) {
        const path = paths[i] as string;
        const message = check(path, raw, context);
        if (message !== undefined) out[path] = message;
      }
      return out;
    };
  } else {
    checker.runs = () => wholeRuns;
    checker.errorsOf = (paths, raw, context) => {
      const { errors } = checker(raw, context);
      const out: FieldErrors = {};
      for (const path of paths) if (errors[path] !== undefined) out[path] = errors[path];
      return out;
    };
  }
  return checker;
}
