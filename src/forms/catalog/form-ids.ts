/**
 * Form ids, for the form widget's props schema. Their own module, so the widget registry (on
 * every first load) does not bring the form schemas in with them; src/forms/forms.test.ts keeps them in
 * step with the catalog.
 */
export const FORM_IDS = ['demo-contact', 'credit-info', 'address'] as const;

/** A form id the form widget accepts. */
export type FormId = (typeof FORM_IDS)[number];
