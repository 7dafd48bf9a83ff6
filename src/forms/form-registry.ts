import type { ValidateFunction } from 'ajv';
import { formCatalog, validatorName } from './catalog';
import type { FormSpec } from './types';
import type { ValidatorLayout } from './validator-layout';
import * as validators from './validators.gen.js';

/** A form ready to draw: its spec and its precompiled validator (no ajv compile at runtime). */
export interface CompiledForm extends FormSpec {
  /** The whole form's validator. */
  validate: ValidateFunction;
  /** The same validator split per field (what the whole-form check runs, only for what changed). */
  layout?: ValidatorLayout;
}

const table = validators as unknown as Record<string, ValidateFunction | undefined>;
const layouts = validators as unknown as Record<string, ValidatorLayout | undefined>;

// Built once: a form's object identity is stable, so what SchemaForm memoises on it stays memoised.
const compiled = new Map<string, CompiledForm>();
for (const spec of formCatalog) {
  const validate = table[validatorName(spec.id)];
  const layout = layouts[`${validatorName(spec.id)}__layout`];
  if (validate) compiled.set(spec.id, layout ? { ...spec, validate, layout } : { ...spec, validate });
}

/** The compiled form with this id (the same object every time), or undefined when no such form is registered. */
export function getForm(id: string): CompiledForm | undefined {
  return compiled.get(id);
}
