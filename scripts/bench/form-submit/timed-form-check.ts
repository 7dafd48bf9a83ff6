/**
 * Stands in for src/forms/form-check.ts in the form-submit bench page only (the bundler points
 * SchemaForm's `./form-check` import here): the real createFormChecker, with the time spent inside
 * each whole-form check added to `window.__formCheck`. A check whose answer is a new object ran the
 * validator (a miss); the same object again is the remembered answer (a hit).
 */
import { createFormChecker as realCreateFormChecker, type FormCheck } from '../../../src/forms/form-check';
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

export function createFormChecker(form: CompiledForm): (raw: Record<string, unknown>, context?: FormContext) => FormCheck {
  const check = realCreateFormChecker(form);
  let last: FormCheck | undefined;
  return (raw, context) => {
    const start = performance.now();
    const result = check(raw, context);
    const spent = performance.now() - start;
    const tally = window.__formCheck;
    tally.ms += spent;
    tally.calls += 1;
    if (result !== last) {
      tally.misses += 1;
      tally.missMs += spent;
    }
    last = result;
    return result;
  };
}
