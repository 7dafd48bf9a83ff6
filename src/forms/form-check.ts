import { cleanValues } from './clean-values';
import { crossFieldErrors } from './cross-checks';
import type { CompiledForm } from './form-registry';
import { zhFieldErrors, type FieldErrors } from './messages';
import type { FormContext } from './types';

/** The cleaned values of a form and the Chinese message per field the whole-form check found. */
export interface FormCheck {
  values: Record<string, unknown>;
  errors: FieldErrors;
}

/**
 * The whole-form check (ajv validator, Chinese messages, cross-field rules), remembered for the
 * values it last judged: a submit runs every field's rule, and each asks about the same values, so
 * the form is checked once per submit (and once per change), not once per field.
 */
export function createFormChecker(form: CompiledForm): (raw: Record<string, unknown>, context?: FormContext) => FormCheck {
  let lastKey: string | undefined;
  let last: FormCheck | undefined;
  return (raw, context) => {
    const key = JSON.stringify([raw, context ?? null]);
    if (last && key === lastKey) return last;
    const values = cleanValues(form.schema, raw);
    const schemaErrors = form.validate(values) ? {} : zhFieldErrors(form.schema, form.validate.errors);
    last = { values, errors: { ...crossFieldErrors(form.schema, values, context), ...schemaErrors } };
    lastKey = key;
    return last;
  };
}
