import { readApiFiles, type ApiFile } from '../gen-api-contract';

type Schema = { readonly [key: string]: unknown };
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

let cached: ReadonlyMap<string, ApiFile> | undefined;

/** Every apiCode of schemas/api/ with its request and response schemas ($refs to defs/ inlined), read once. */
export function apiContract(): ReadonlyMap<string, ApiFile> {
  cached ??= new Map(readApiFiles().map((f) => [f.apiCode, f]));
  return cached;
}

const branches = (s: Schema): Schema[] => [...((s.anyOf ?? []) as Schema[]), ...((s.oneOf ?? []) as Schema[]), ...((s.allOf ?? []) as Schema[])].filter(isSchema);

/** The JSON types a schema admits (inferred from `properties`/`items` when `type` is absent); empty means any. */
export function typesOf(s: Schema): Set<string> {
  const types = new Set<string>(Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : []);
  if (!types.size && isSchema(s.properties)) types.add('object');
  if (!types.size && s.items !== undefined) types.add('array');
  if (!types.size && Array.isArray(s.enum)) for (const v of s.enum as unknown[]) types.add(v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  if (types.has('integer')) types.add('number');
  return types;
}

/** Names an object schema (or any of its branches) declares. */
function propertyNames(s: Schema): string[] {
  return [...Object.keys(isSchema(s.properties) ? s.properties : {}), ...branches(s).flatMap(propertyNames)];
}

/** The sub-schema for one key of an object schema (or an index of an array schema); undefined when it has none. */
function step(s: Schema, key: string): Schema | undefined {
  if (isSchema(s.properties) && isSchema(s.properties[key])) return s.properties[key];
  if (/^\d+$/.test(key) && isSchema(s.items)) return s.items;
  for (const b of branches(s)) {
    const found = step(b, key);
    if (found) return found;
  }
  if (isSchema(s.additionalProperties)) return s.additionalProperties;
  return undefined;
}

/** Whether a schema is open at this level (no declared properties to check a key against). */
const isOpen = (s: Schema) => !propertyNames(s).length && s.additionalProperties !== false && !typesOf(s).has('array');

export type PathResult = { ok: true; schema: Schema } | { ok: false; missing: string; at: string; known: string[] };

/** Follows a data source's dot `path` through a response schema (properties, items, anyOf/oneOf/allOf). */
export function schemaAtPath(response: Schema, path: string | undefined): PathResult {
  let node = response;
  const done: string[] = [];
  for (const key of path ? path.split('.') : []) {
    const next = step(node, key);
    if (!next) {
      if (isOpen(node)) return { ok: true, schema: {} };
      return { ok: false, missing: key, at: done.join('.'), known: propertyNames(node) };
    }
    node = next;
    done.push(key);
  }
  return { ok: true, schema: node };
}

const article = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);
const describeTypes = (types: Set<string>) => [...types].filter((t) => t !== 'number' || !types.has('integer')).map(article).join(' or ');

/**
 * Structural compatibility of the data a source gives (`actual`, a response schema part) with what
 * a widget expects (`expected`, its dataSchema): array vs object vs string, and the required fields
 * of the expected objects declared in the response. Returns why not, or undefined when it fits.
 */
export function shapeMismatch(actual: Schema, expected: Schema, where = ''): string | undefined {
  const expectedBranches = [...((expected.anyOf ?? []) as Schema[]), ...((expected.oneOf ?? []) as Schema[])];
  if (expectedBranches.length) {
    const reasons = expectedBranches.map((b) => shapeMismatch(actual, { ...expected, anyOf: undefined, oneOf: undefined, ...b }, where));
    return reasons.every(Boolean) ? reasons.find((r) => r && !r.includes(' is ')) ?? reasons[0] : undefined;
  }
  const actualBranches = [...((actual.anyOf ?? []) as Schema[]), ...((actual.oneOf ?? []) as Schema[])];
  if (actualBranches.length) {
    const reasons = actualBranches.map((b) => shapeMismatch({ ...actual, anyOf: undefined, oneOf: undefined, ...b }, expected, where));
    return reasons.some((r) => r === undefined) ? undefined : reasons[0];
  }
  const have = typesOf(actual);
  const want = typesOf(expected);
  const label = where ? `"${where}"` : 'the data';
  if (have.size && want.size && ![...have].some((t) => want.has(t))) return `${label} is ${describeTypes(have)}, the widget expects ${describeTypes(want)}`;
  if (want.has('object') && (!have.size || have.has('object'))) {
    const declared = new Set(propertyNames(actual));
    if (declared.size || actual.additionalProperties === false) {
      for (const name of (expected.required ?? []) as string[]) {
        if (!declared.has(name)) return `${label} has no field "${name}", which the widget needs`;
      }
    }
    for (const [name, sub] of Object.entries(isSchema(expected.properties) ? expected.properties : {})) {
      const there = step(actual, name);
      if (there && isSchema(sub)) {
        const reason = shapeMismatch(there, sub, where ? `${where}.${name}` : name);
        if (reason) return reason;
      }
    }
  }
  if (want.has('array') && (!have.size || have.has('array')) && isSchema(expected.items) && isSchema(actual.items)) {
    return shapeMismatch(actual.items, expected.items, `${where || 'data'}[]`);
  }
  return undefined;
}
