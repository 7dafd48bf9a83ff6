import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { creditInfoSchema, invalidCreditInfo, validCreditInfo } from './credit-info.schema';
import { CREDIT_INFO_FILLED as realValid } from '../../src/forms/testing/credit-info-answers';

export interface FormBenchRow {
  validator: string;
  compileMs?: number;
  runs: number;
  validMs: number;
  invalidMs: number;
  perValidationUs: number;
}

type Validate = (data: unknown) => boolean;

const realInvalid = { ...realValid, education: 9, contact1: { relation: 'BOSS', name: '', phone: 'x' }, extra: true };

function time(runs: number, validate: Validate, data: unknown, expected: boolean): number {
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) {
    if (validate(data) !== expected) throw new Error(`[bench] the credit-info validator answered ${!expected} for ${expected ? 'valid' : 'invalid'} data`);
  }
  return performance.now() - start;
}

function row(validator: string, validate: Validate, valid: unknown, invalid: unknown, runs: number, compileMs?: number): FormBenchRow {
  time(50, validate, valid, true);
  const validMs = time(runs, validate, valid, true);
  const invalidMs = time(runs, validate, invalid, false);
  return { validator, compileMs, runs, validMs, invalidMs, perValidationUs: ((validMs + invalidMs) / (2 * runs)) * 1000 };
}

/** The build-time validator of schemas/forms/credit-info.json, from src/forms/validators.gen.js. */
async function precompiled(root: string): Promise<Validate> {
  const mod = (await import(pathToFileURL(`${root}src/forms/validators.gen.js`).href)) as { form_credit_info: Validate };
  return mod.form_credit_info;
}

/**
 * Validates a credit-info form `runs` times with valid and with invalid data: the precompiled
 * validator from src/forms (no eval at run time), and for comparison a similar local schema
 * compiled with ajv at run time (allErrors).
 */
export async function benchFormValidation(root: string, runs = 1000): Promise<FormBenchRow[]> {
  const rows = [row('precompiled src/forms/validators.gen.js (schemas/forms/credit-info.json)', await precompiled(root), realValid, realInvalid, runs)];
  const compileStart = performance.now();
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const local = ajv.compile(creditInfoSchema);
  const compileMs = performance.now() - compileStart;
  rows.push(row('local schema compiled at run time (scripts/bench/credit-info.schema.ts)', local, validCreditInfo, invalidCreditInfo, runs, compileMs));
  return rows;
}
