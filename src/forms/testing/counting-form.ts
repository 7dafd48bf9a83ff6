import type { ValidateFunction } from 'ajv';
import type { CompiledForm } from '../form-registry';
import type { ValidatorLayout } from '../validator-layout';

/**
 * How often each validator of a form ran: `whole` for the whole form's validator, and per split
 * validator by where it looks: `''` the form's own keywords, `contact1` a group's own keywords,
 * `education` or `contact1.phone` a field.
 */
export interface ValidatorRuns {
  whole: number;
  parts: Record<string, number>;
}

function counted(validate: ValidateFunction, count: () => void): ValidateFunction {
  const wrapped = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    count();
    const ok = validate(data, context);
    wrapped.errors = validate.errors;
    return ok;
  }) as ValidateFunction;
  return wrapped;
}

function countedLayout(layout: ValidatorLayout, prefix: string, runs: ValidatorRuns): ValidatorLayout {
  const tally = (path: string) => () => {
    runs.parts[path] = (runs.parts[path] ?? 0) + 1;
  };
  return {
    shell: counted(layout.shell, tally(prefix)),
    parts: layout.parts.map((part) => {
      const path = prefix ? `${prefix}.${part.key}` : part.key;
      return { key: part.key, validate: counted(part.validate, tally(path)), layout: part.layout ? countedLayout(part.layout, path, runs) : undefined };
    }),
  };
}

/** A copy of a form (with its own schema object, so its plan is built anew) whose validators count their runs. */
export function countingForm(form: CompiledForm): { form: CompiledForm; runs: ValidatorRuns } {
  const runs: ValidatorRuns = { whole: 0, parts: {} };
  const copy: CompiledForm = {
    ...form,
    schema: { ...form.schema },
    validate: counted(form.validate, () => {
      runs.whole += 1;
    }),
    layout: form.layout ? countedLayout(form.layout, '', runs) : undefined,
  };
  return { form: copy, runs };
}

/** The most often any one validator ran (the whole form's validator included). */
export const mostRuns = (runs: ValidatorRuns): number => Math.max(runs.whole, ...Object.values(runs.parts));
