import { readPath } from '@/lib/json';
import { planOf } from './schema-plan';
import type { FormSchema } from './types';
import { readJson, webStorage, write, type KeyValueStorage } from '@/lib/storage';

/** Where a form's half-filled values wait across a reload (one key per form). */
export const draftKey = (formId: string) => `qsh.formDraft.${formId}`;

/** The saved draft of a form, or undefined; a corrupt entry is ignored. */
export function loadDraft(formId: string, storage: KeyValueStorage | undefined = webStorage('sessionStorage')): Record<string, unknown> | undefined {
  return readJson<Record<string, unknown> | undefined>(storage, draftKey(formId), (v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v), undefined);
}

/** Saves the form's values, leaving out every `x-sensitive` field (ID numbers, contacts' phones). */
export function saveDraft(schema: FormSchema, values: Record<string, unknown>, storage: KeyValueStorage | undefined = webStorage('sessionStorage')): void {
  const out: Record<string, unknown> = {};
  for (const { name, path, field } of planOf(schema).leaves) {
    const value = readPath(values, path);
    if (field['x-sensitive'] || value === undefined || value === '') continue;
    if (name.length === 2) out[name[0] as string] = { ...(out[name[0] as string] as object | undefined), [name[1] as string]: value };
    else out[path] = value;
  }
  write(storage, draftKey(schema.$id), JSON.stringify(out));
}

export function clearDraft(formId: string, storage: KeyValueStorage | undefined = webStorage('sessionStorage')): void {
  write(storage, draftKey(formId), undefined);
}
