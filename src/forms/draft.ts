import { readPath } from '@/lib/json';
import { allFields } from './fields';
import type { FormSchema } from './types';

/** Where a form's half-filled values wait across a reload (one key per form). */
export const draftKey = (formId: string) => `qsh.formDraft.${formId}`;

/** sessionStorage, or undefined where it is unavailable (private mode, tests without a DOM). */
export function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The saved draft of a form, or undefined; a corrupt entry is ignored. */
export function loadDraft(formId: string, storage = sessionStore()): Record<string, unknown> | undefined {
  try {
    const text = storage?.getItem(draftKey(formId));
    const value: unknown = text ? JSON.parse(text) : undefined;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Saves the form's values, leaving out every `x-sensitive` field (ID numbers, contacts' phones). */
export function saveDraft(schema: FormSchema, values: Record<string, unknown>, storage = sessionStore()): void {
  const out: Record<string, unknown> = {};
  for (const { name, path, field } of allFields(schema)) {
    const value = readPath(values, path);
    if (field['x-sensitive'] || value === undefined || value === '') continue;
    if (name.length === 2) out[name[0] as string] = { ...(out[name[0] as string] as object | undefined), [name[1] as string]: value };
    else out[path] = value;
  }
  try {
    storage?.setItem(draftKey(schema.$id), JSON.stringify(out));
  } catch {
    // A full or blocked storage only loses the draft.
  }
}

export function clearDraft(formId: string, storage = sessionStore()): void {
  try {
    storage?.removeItem(draftKey(formId));
  } catch {
    // Nothing to clear.
  }
}
