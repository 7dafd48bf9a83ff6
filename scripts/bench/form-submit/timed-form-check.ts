/**
 * Stands in for src/forms/form-check.ts in the form-submit bench page only (the bundler points
 * SchemaForm's `./form-check` import here): the real createFormChecker, with the time spent inside
 * each check added to `window.__formCheck`: `errorsOf`, which is all SchemaForm asks (once per press
 * of 提交 for every drawn field, and in a field's rule on blur or change), and the whole-form check.
 * A check during which a validator ran is a miss; one answered from memory is a hit.
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
  const { errorsOf, runs } = check;
  const timed = function checkTimed(raw: Record<string, unknown>, context?: FormContext) {
    const before = runs();
    const start = performance.now();
    const result = check(raw, context);
    tally(performance.now() - start, runs() !== before);
    return result;
  } as FormChecker;
  timed.errorsOf = function errorsOfTimed(paths, raw, context) {
    const before = runs();
    const start = performance.now();
    const errors = errorsOf(paths, raw, context);
    tally(performance.now() - start, runs() !== before);
    return errors;
  };
  timed.runs = runs;
  return timed;
}
