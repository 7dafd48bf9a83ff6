import type { ErrorObject, ValidateFunction } from 'ajv';
import { expect, it } from 'vitest';
import { formCatalog, validatorName } from '../src/forms/catalog';
import type { FormFieldSchema, FormSchema } from '../src/forms/types';
import type { ValidatorLayout } from '../src/forms/validator-layout';
import * as generated from '../src/forms/validators.gen.js';
import { formsAjv } from './compile-validators';
import { seededRandom as random } from '../src/forms/testing/seeded-random';

const table = generated as unknown as Record<string, ValidateFunction | ValidatorLayout | undefined>;


/** A value for one field: missing, valid, or one of the ways it can be wrong. */
function valueFor(field: FormFieldSchema, next: () => number): unknown {
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  if (field.type === 'object' && field.properties) {
    if (next() < 0.1) return pick([undefined, 'x', [1], null]);
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(field.properties)) {
      const value = valueFor(inner, next);
      if (value !== undefined) out[key] = value;
    }
    if (next() < 0.1) out.extra = 1;
    return out;
  }
  const valid: unknown[] = field.enum ? [...field.enum] : field.type === 'boolean' ? [true] : field.type === 'string' ? ['13900139000', '123456', '张三'] : [1, 5];
  return pick([undefined, ...valid, ...valid, '', 'x'.repeat(30), '2', 123, 9.5, -1, true, null, {}, ['a']]);
}

function inputFor(schema: FormSchema, next: () => number): Record<string, unknown> {
  const value = valueFor({ ...schema, type: 'object' } as unknown as FormFieldSchema, next);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** What the app reads of an error (src/forms/messages.ts): everything but schemaPath. */
type Visible = Omit<ErrorObject, 'schemaPath'>;
const visible = (errors: readonly ErrorObject[] | null | undefined): Visible[] =>
  (errors ?? []).map(({ schemaPath: _schemaPath, ...rest }) => ({
    ...rest,
    params: rest.keyword === 'errorMessage' ? { errors: visible((rest.params as { errors: ErrorObject[] }).errors) } : rest.params,
  }));

const collectShells = (layout: ValidatorLayout | undefined): number => (layout ? 1 + layout.parts.reduce((n, p) => n + collectShells(p.layout), 0) : 0);

it.each(formCatalog.map((f) => [f.id, f] as const))('the split validator of %s gives the errors of one ajv validator for the whole form, in the same order', (_id, form) => {
  const whole = formsAjv().compile(form.schema);
  const split = table[validatorName(form.id)] as ValidateFunction;
  const next = random(20);
  for (let i = 0; i < 5000; i += 1) {
    const input = inputFor(form.schema, next);
    const ok = whole(input);
    expect(split(input), JSON.stringify(input)).toBe(ok);
    expect(visible(split.errors), JSON.stringify(input)).toEqual(visible(whole.errors));
  }
});

it('splits every form with a group of fields down to one validator per field', () => {
  const layout = table[`${validatorName('credit-info')}__layout`] as ValidatorLayout;
  expect(layout.parts.map((p) => p.key)).toEqual(Object.keys(formCatalog.find((f) => f.id === 'credit-info')!.schema.properties));
  expect(layout.parts.find((p) => p.key === 'contact1')?.layout?.parts.map((p) => p.key)).toEqual(['relation', 'name', 'phone']);
  expect(collectShells(layout)).toBe(3);
});
