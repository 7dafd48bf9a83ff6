import type { ErrorObject } from 'ajv';
import localizeZh from 'ajv-i18n/localize/zh';
import { allFields } from './fields';
import type { FormSchema } from './types';

/** Dotted field path -> first Chinese message for it. */
export type FieldErrors = Record<string, string>;

const dotted = (pointer: string) => pointer.split('/').filter(Boolean).join('.');
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

/**
 * Chinese messages per field. ajv-errors' custom messages (keyword errorMessage) are kept as
 * written: they are filtered out before ajv-i18n's localize.zh, which would otherwise overwrite them.
 * The rest read `请填写{title}` (missing) or `{title}{ajv-i18n message}`.
 */
export function zhFieldErrors(schema: FormSchema, errors: readonly ErrorObject[] | null | undefined): FieldErrors {
  const list = (errors ?? []).map((e) => ({ ...e }));
  localizeZh(list.filter((e) => e.keyword !== 'errorMessage'));
  const titles = new Map(allFields(schema).map((f) => [f.path, f.field.title]));
  const out: FieldErrors = {};
  for (const error of list) {
    const field = fieldOf(error);
    if (!field || out[field]) continue;
    const title = titles.get(field) ?? field;
    if (error.keyword === 'errorMessage') out[field] = error.message ?? '';
    else if (error.keyword === 'required') out[field] = `请填写${title}`;
    else out[field] = `${title}${error.message ?? '格式不正确'}`;
  }
  return out;
}
