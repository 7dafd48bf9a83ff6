import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { performance } from 'node:perf_hooks';
import { creditInfoSchema, invalidCreditInfo, validCreditInfo } from './credit-info.schema';

export interface FormBench {
  source: string;
  compileMs: number;
  runs: number;
  validMs: number;
  invalidMs: number;
  perValidationUs: number;
}

type Validate = (data: unknown) => boolean;

function time(runs: number, validate: Validate, data: unknown, expected: boolean): number {
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) {
    if (validate(data) !== expected) throw new Error(`[bench] the credit-info validator answered ${!expected} for ${expected ? 'valid' : 'invalid'} data`);
  }
  return performance.now() - start;
}

/**
 * Validates a credit-info-like form `runs` times with valid and with invalid data (allErrors on).
 * The schema is local (scripts/bench/credit-info.schema.ts) until src/forms ships a precompiled validator.
 */
export function benchFormValidation(runs = 1000): FormBench {
  const compileStart = performance.now();
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const validate = ajv.compile(creditInfoSchema);
  const compileMs = performance.now() - compileStart;
  time(50, validate, validCreditInfo, true);
  const validMs = time(runs, validate, validCreditInfo, true);
  const invalidMs = time(runs, validate, invalidCreditInfo, false);
  return {
    source: 'local schema compiled at run time (scripts/bench/credit-info.schema.ts)',
    compileMs,
    runs,
    validMs,
    invalidMs,
    perValidationUs: ((validMs + invalidMs) / (2 * runs)) * 1000,
  };
}
