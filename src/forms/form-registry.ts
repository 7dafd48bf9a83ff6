import type { ValidateFunction } from 'ajv';
import { formCatalog, validatorName } from './catalog';
import type { FormSpec } from './types';
import * as validators from './validators.gen.js';

/** A form ready to draw: its spec and its precompiled validator (no ajv compile at runtime). */
export interface CompiledForm extends FormSpec {
  validate: ValidateFunction;
}

const table = validators as unknown as Record<string, ValidateFunction | undefined>;

// Built once: a form's object identity is stable, so what SchemaForm memoises on it stays memoised.
const compiled = new Map<string, CompiledForm>();
for (const spec of formCatalog) {
  const validate = table[validatorName(spec.id)];
  if (validate) compiled.set(spec.id, { ...spec, validate });
}

/** The compiled form with this id (the same object every time), or undefined when no such form is registered. */
export function getForm(id: string): CompiledForm | undefined {
  return compiled.get(id);
}
