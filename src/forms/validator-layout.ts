import type { ValidateFunction } from 'ajv';

/**
 * How a form's precompiled validator is split (scripts/compile-validators.ts, exported beside it as
 * `<name>__layout`): the object's own keywords in one validator, each property in its own, a group of
 * fields (contact1) split the same way. The form's `validate` is these joined in ajv's error order;
 * the whole-form check (src/forms/split-check.ts) runs only the ones whose values changed.
 */
export interface ValidatorLayout {
  /** The object's own keywords (type, required, additionalProperties, errorMessage); every property is `true`. */
  shell: ValidateFunction;
  /** One validator per property, in schema order; a split group also has its own layout. */
  parts: readonly ValidatorPart[];
}

/** One property of a split object. */
export interface ValidatorPart {
  key: string;
  /** The whole property (for a group: its parts joined). */
  validate: ValidateFunction;
  layout?: ValidatorLayout;
}
