import type { ErrorObject } from 'ajv';
import localizeZh from 'ajv-i18n/localize/zh';
import { planOf } from './schema-plan';
import type { FormSchema } from './types';

/** Dotted field path -> first Chinese message for it. */
export type FieldErrors = Record<string, string>;

const dottedSeen = new Map<string, string>();
/** `/contact1/phone` -> `contact1.phone`; remembered, as a form's errors point at the same few places. */
function dotted(pointer: string): string {
  if (pointer === '') return '';
  let out = dottedSeen.get(pointer);
  if (out === undefined) {
    out = pointer.split('/').filter(Boolean).join('.');
    if (dottedSeen.size < 512) dottedSeen.set(pointer, out);
  }
  return out;
}
const join = (base: string, key: string) => (base ? `${base}.${key}` : key);

/** The field an error is about (a missing property names the property). */
function fieldOf(error: ErrorObject): string {
  const base = dotted(error.instancePath);
  if (error.keyword === 'required') return join(base, String((error.params as { missingProperty: string }).missingProperty));
  if (error.keyword === 'errorMessage') {
    const inner = (error.params as { errors?: ErrorObject[] }).errors?.[0];
    if (inner?.keyword === 'required') return join(base, String((inner.params as { missingProperty: string }).missingProperty));
  }
  return base;
}

/** ajv-i18n's Chinese text for one error, worked out on a copy (localize.zh rewrites what it is given). */
function localized(error: ErrorObject): string | undefined {
  const copy = { ...error };
  localizeZh([copy]);
  return copy.message;
}

/** The Chinese message of one error about a field with this title. */
function messageOf(error: ErrorObject, title: string): string {
  if (error.keyword === 'errorMessage') return error.message ?? '';
  if (error.keyword === 'required') return `请填写${title}`;
  return `${title}${localized(error) ?? '格式不正确'}`;
}

/** The Chinese message of one field from its own validator's errors (all about that field): the first error's, as zhFieldErrors gives it. */
export function leafMessage(title: string, errors: readonly ErrorObject[] | null | undefined): string | undefined {
  const error = errors?.[0];
  return error ? messageOf(error, title) : undefined;
}

/**
 * Chinese messages per field. ajv-errors' custom messages (keyword errorMessage) are kept as
 * written: ajv-i18n's localize.zh, which would otherwise overwrite them, never sees them.
 * The rest read `请填写{title}` (missing) or `{title}{ajv-i18n message}`. Only the first error of
 * each field is turned into a message, and only one that needs it goes through ajv-i18n; the
 * titles come from the schema's plan (built once per schema).
 */
export function zhFieldErrors(schema: FormSchema, errors: readonly ErrorObject[] | null | undefined): FieldErrors {
  const out: FieldErrors = {};
  if (!errors?.length) return out;
  const { titles } = planOf(schema);
  for (const error of errors) {
    const field = fieldOf(error);
    if (!field || out[field]) continue;
    out[field] = messageOf(error, titles.get(field) ?? field);
  }
  return out;
}
