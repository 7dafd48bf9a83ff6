export { SchemaForm, type SchemaFormProps } from './SchemaForm';
export { getForm, type CompiledForm } from './form-registry';
export { zhFieldErrors, type FieldErrors } from './messages';
export { FORM_IDS, formCatalog, type FormId } from './catalog';
export type { FormSchema, FormFieldSchema, FormFieldUi, FormSpec } from './types';
