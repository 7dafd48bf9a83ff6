import type { ValidateFunction } from 'ajv';
import { formCatalog, validatorName } from './catalog';
import type { FormSpec } from './types';
import * as validators from './validators.gen.js';

/** A form ready to draw: its spec and its precompiled validator (no ajv compile at runtime). */
export interface CompiledForm extends FormSpec {
  validate: ValidateFunction;
}

const table = validators as unknown as Record<string, ValidateFunction | undefined>;

/** The compiled form with this id, or undefined when no such form is registered. */
export function getForm(id: string): CompiledForm | undefined {
  const spec = formCatalog.find((f) => f.id === id);
  const validate = spec && table[validatorName(spec.id)];
  return spec && validate ? { ...spec, validate } : undefined;
}
