import Ajv, { type ValidateFunction } from 'ajv';
import { AJV_OPTIONS, EDITOR_KEYWORDS } from '../../src/renderer/schema/ajv-options';
import { apiContract } from './api-contract';
import { isObject, sourceOf, walkBlocks } from './block-rules';
import type { Problem } from './problem';

type Schema = { readonly [key: string]: unknown };
type When = { readonly [key: string]: unknown };

const ajv = new Ajv({ ...AJV_OPTIONS, strictRequired: false, keywords: [...EDITOR_KEYWORDS] });
const fieldValidators = new WeakMap<Schema, ValidateFunction>();
const accepts = (field: Schema, value: unknown) => {
  let validate = fieldValidators.get(field);
  if (!validate) {
    validate = ajv.compile(field);
    fieldValidators.set(field, validate);
  }
  return validate(value);
};

/** The query names a condition guarantees present: `{"query": X}`, also inside `allOf`. */
function guaranteedQueries(when: unknown): string[] {
  if (!isObject(when)) return [];
  const own = typeof when.query === 'string' ? [when.query] : [];
  const all = Array.isArray(when.allOf) ? when.allOf.flatMap(guaranteedQueries) : [];
  return [...own, ...all];
}

/** Each `$query` param a source sends where the apiCode refuses what a link without it gives (nothing, or the binding's default). */
function unguardedQueries(source: { api?: unknown; params?: unknown }): { field: string; query: string; api: string }[] {
  if (typeof source.api !== 'string' || !isObject(source.params)) return [];
  const api = apiContract().get(source.api);
  if (!api || !isObject(api.request)) return [];
  const request = api.request as Schema;
  const required = Array.isArray(request.required) ? (request.required as string[]) : [];
  const properties = isObject(request.properties) ? (request.properties as Record<string, Schema>) : {};
  const found: { field: string; query: string; api: string }[] = [];
  for (const [field, value] of Object.entries(source.params)) {
    if (!isObject(value) || typeof value.$query !== 'string') continue;
    const refused = value.default === undefined ? required.includes(field) : isObject(properties[field]) && !accepts(properties[field], value.default);
    if (refused) found.push({ field, query: value.$query, api: source.api });
  }
  return found;
}

/**
 * A block whose data source sends a URL query value the apiCode cannot do without (a required
 * field, or one that refuses the binding's default) shows only when the link has it:
 * `"when": {"query": name}` on the block or a block around it. A link without it (an old share, a
 * mistyped address) would otherwise be refused by the gateway, a configuration error the customer
 * can only 重试; the page says what is missing in a block of its own (`"not": {"query": name}`).
 */
export function queryProblems(file: string, json: unknown): Problem[] {
  if (!isObject(json)) return [];
  const problems: Problem[] = [];
  const guards = new Map<string, string[]>();
  walkBlocks(json, (block, pointer) => {
    const parent = pointer.replace(/\/blocks\/\d+$/, '');
    const held = [...(guards.get(parent) ?? []), ...guaranteedQueries((block as { when?: When }).when)];
    guards.set(pointer, held);
    const found = sourceOf(json, block.data, pointer);
    if (!found) return;
    for (const { field, query, api } of unguardedQueries(found.source)) {
      if (held.includes(query)) continue;
      problems.push({
        file,
        pointer,
        message: `its data source (${found.pointer}) sends the query "${query}" as ${api}'s "${field}", which a link without it cannot give: add "when": {"query": "${query}"} and a block with "when": {"not": {"query": "${query}"}} saying what is missing`,
      });
    }
  });
  return problems;
}
