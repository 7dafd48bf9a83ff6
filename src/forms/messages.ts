import type { ErrorObject } from 'ajv';
import localizeZh from 'ajv-i18n/localize/zh';
import type { FormSchema } from './types';

/** Field name -> first Chinese message for it. */
export type FieldErrors = Record<string, string>;

function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String((error.params as { missingProperty: string }).missingProperty);
  return error.instancePath.split('/')[1] ?? '';
}

/**
 * Chinese messages per field. ajv-errors' custom messages (keyword errorMessage) are kept
 * as written; the rest go through ajv-i18n's zh, which would otherwise overwrite them.
 */
export function zhFieldErrors(schema: FormSchema, errors: readonly ErrorObject[] | null | undefined): FieldErrors {
  const list = (errors ?? []).map((e) => ({ ...e }));
  const generic = list.filter((e) => e.keyword !== 'errorMessage');
  localizeZh(generic);
  const out: FieldErrors = {};
  for (const error of list) {
    const field = fieldOf(error);
    if (!field || out[field]) continue;
    const title = schema.properties[field]?.title ?? field;
    if (error.keyword === 'errorMessage') out[field] = error.message ?? '';
    else if (error.keyword === 'required') out[field] = `请填写${title}`;
    else out[field] = `${title}${error.message ?? '格式不正确'}`;
  }
  return out;
}
