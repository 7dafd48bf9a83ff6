import type { ErrorObject } from 'ajv';
import { atPointer, plainMessage } from './ajv-messages';
import { apiContract } from './api-contract';
import { didYouMean } from './did-you-mean';
import type { Problem } from './problem';

type Schema = { readonly [key: string]: unknown };
const isNoise = (e: ErrorObject) => e.keyword === 'if' || e.schemaPath.includes('#/definitions/binding');

function unknownWidget(e: ErrorObject) {
  return e.keyword === 'enum' && /\/blocks\/\d+\/type$/.test(e.instancePath) && e.schemaPath.endsWith('/properties/type/enum');
}

/** An unknown apiCode: the contract rules report it, with a did-you-mean instead of all 80 codes. */
const unknownApi = (e: ErrorObject) => e.keyword === 'enum' && e.schemaPath.endsWith('/else/properties/api/enum');

const under = (pointer: string, prefix: string) => pointer === prefix || pointer.startsWith(`${prefix}/`);

/** What the checker knows of widgets, to word a missing `props`. */
export type RequiredPropsOf = (type: string) => readonly string[];

/** The required request fields of an apiCode, to word a missing `params`. */
function requiredParams(api: unknown): string[] {
  const request = typeof api === 'string' ? (apiContract().get(api)?.request as { required?: string[] } | undefined) : undefined;
  return request?.required ?? [];
}

function message(e: ErrorObject, json: unknown, requiredProps: RequiredPropsOf): string {
  const data = atPointer(json, e.instancePath);
  const p = e.params as Record<string, unknown>;
  if (unknownWidget(e)) return `unknown widget type ${JSON.stringify(data)}${didYouMean(String(data), (p.allowedValues ?? []) as string[])}`;
  if (e.keyword === 'required' && p.missingProperty === 'props' && /\/blocks\/\d+$/.test(e.instancePath)) {
    const type = String((data as { type?: unknown }).type);
    return `widget "${type}" needs "props" with ${requiredProps(type).map((n) => `"${n}"`).join(', ')}`;
  }
  if (e.keyword === 'required' && p.missingProperty === 'params' && e.schemaPath.includes('/else/allOf/')) {
    const api = (data as { api?: unknown }).api;
    return `apiCode ${String(api)} needs "params" with ${requiredParams(api).map((n) => `"${n}"`).join(', ')}`;
  }
  const parent = (e.parentSchema ?? {}) as Schema;
  if (e.keyword === 'additionalProperties') {
    const known = Object.keys((parent.properties ?? {}) as Schema);
    return `${plainMessage(e, data)}${didYouMean(String(p.additionalProperty), known)}`;
  }
  if (e.keyword === 'enum' && typeof data === 'string') return `${plainMessage(e, data)}${didYouMean(data, ((p.allowedValues ?? []) as unknown[]).map(String))}`;
  return plainMessage(e, data);
}

/**
 * Turns ajv's errors for one page into problems an operator can act on: branch noise from
 * bindings, if/then and anyOf is dropped when a more precise error exists at or below it, and
 * errors at a pointer a rule already explains (`superseded`, e.g. a misspelt binding) are left out.
 */
export function schemaProblems(file: string, json: unknown, errors: readonly ErrorObject[], superseded: readonly string[] = [], requiredProps: RequiredPropsOf = () => []): Problem[] {
  const kept = errors.filter((e) => !isNoise(e));
  const precise = kept.filter(
    (e) => !(['anyOf', 'oneOf'].includes(e.keyword) && kept.some((o) => o !== e && !['anyOf', 'oneOf'].includes(o.keyword) && under(o.instancePath, e.instancePath))),
  );
  /** A type error of one anyOf branch when another branch got further (an error at or below the same value). */
  const branchTypeNoise = (e: ErrorObject) =>
    e.keyword === 'type' && e.schemaPath.includes('/anyOf/') && precise.some((o) => o !== e && o.keyword !== 'type' && under(o.instancePath, e.instancePath));
  const shown = precise.filter((e) => !branchTypeNoise(e) && !unknownApi(e) && !superseded.some((s) => under(e.instancePath, s)));
  const seen = new Set<string>();
  return shown.flatMap((e) => {
    const text = message(e, json, requiredProps);
    const key = `${e.instancePath} ${text}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ file, pointer: e.instancePath, message: text }];
  });
}
