import addressSchema from '@schemas/forms/address.json';
import creditInfoSchema from '@schemas/forms/credit-info.json';
import type { FormSchema, FormSpec } from '../types';
import { demoContactForm } from './demo-contact';

/** A form schema file from schemas/forms (its shape is checked by src/forms/catalog.test.ts). */
const fromFile = (schema: unknown): FormSpec => {
  const s = schema as FormSchema;
  return { id: s.$id, title: s.title, schema: s };
};

/** Every form the form widget can show, by id. Each gets a precompiled validator. */
export const formCatalog: readonly FormSpec[] = [demoContactForm, fromFile(creditInfoSchema), fromFile(addressSchema)];

export { FORM_IDS, type FormId } from './form-ids';

/** The export name of a form's validator in validators.gen.js. */
export const validatorName = (id: string) => `form_${id.replace(/[^A-Za-z0-9]/g, '_')}`;
