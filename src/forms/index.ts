export { SchemaForm, type SchemaFormProps } from './SchemaForm';
export type { GroupAction } from './FormGroup';
export { getForm, type CompiledForm } from './form-registry';
export { zhFieldErrors, type FieldErrors } from './messages';
export { crossFieldErrors } from './cross-checks';
export { clearDraft, draftKey, loadDraft, saveDraft } from './draft';
export { FORM_IDS, formCatalog, type FormId } from './catalog';
export type { FormContext, FormSchema, FormFieldSchema, FormSpec, NotEqualRule } from './types';
