/**
 * Stands in for src/forms/form-check.ts in the form-submit bench page only (the bundler points
 * SchemaForm's `./form-check` import here): the real createFormChecker, with the time spent inside
 * each check added to `window.__formCheck`: the whole-form check (a form kept whole) and a field's
 * check (a split form; src/forms/field-check.ts), which is what SchemaForm's field rules ask. A
 * whole-form check whose answer is a new object ran the validator (a miss), the same object again
 * is the remembered answer (a hit); a field's check that ran its validator is a miss.
 */
import { createFormChecker as realCreateFormChecker, type FormCheck, type FormChecker } from '../../../src/forms/form-check';
import type { CompiledForm } from '../../../src/forms/form-registry';
import type { FormContext } from '../../../src/forms/types';

export type { FormCheck };

export interface FormCheckTally {
  ms: number;
  /** Of `ms`, the checks that ran the validator. */
  missMs: number;
  calls: number;
  misses: number;
}

declare global {
  interface Window {
    __formCheck: FormCheckTally;
  }
}

window.__formCheck = { ms: 0, missMs: 0, calls: 0, misses: 0 };

export function createFormChecker(form: CompiledForm): FormChecker {
  const check = realCreateFormChecker(form);
  const tally = (spent: number, miss: boolean) => {
    const t = window.__formCheck;
    t.ms += spent;
    t.calls += 1;
    if (miss) {
      t.misses += 1;
      t.missMs += spent;
    }
  };
  let last: FormCheck | undefined;
  const timed: FormChecker = function checkTimed(raw: Record<string, unknown>, context?: FormContext) {
    const start = performance.now();
    const result = check(raw, context);
    tally(performance.now() - start, result !== last);
    last = result;
    return result;
  };
  const { field, fieldRuns } = check;
  if (field && fieldRuns) {
    timed.field = function fieldTimed(path, raw, context) {
      const runs = fieldRuns();
      const start = performance.now();
      const message = field(path, raw, context);
      tally(performance.now() - start, fieldRuns() !== runs);
      return message;
    };
  }
  return timed;
}
