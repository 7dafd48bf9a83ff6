/**
 * Walks page.schema.json along a JSON path for the console's editor: which schemas apply at a
 * position (through $ref, allOf/anyOf/oneOf and if/then/else, deciding `if` from the object's own
 * values, e.g. a block's `type` picks its props schema), the property names and values they allow,
 * and their docs. No validation: the gateway's checker (POST /ops/api/check) does that.
 */
export type JsonSchema = { readonly [key: string]: unknown };

/** One step of a path: a property name or an array index, with the values of the object it is in. */
export interface PathStep {
  key: string | number;
  /** The object's (or array's) own values, as far as they are known (undefined for non-primitive ones). */
  facts: Readonly<Record<string, unknown>>;
}

export interface Suggestion {
  label: string;
  /** The JSON text to insert. */
  apply: string;
  detail?: string;
  info?: string;
  kind: 'property' | 'value' | 'snippet';
}

const isSchema = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): JsonSchema[] => (Array.isArray(v) ? v.filter(isSchema) : []);

function deref(root: JsonSchema, ref: string): JsonSchema | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let at: unknown = root;
  for (const part of ref.slice(2).split('/')) at = isSchema(at) ? at[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return isSchema(at) ? at : undefined;
}

/** Whether `facts` satisfy an `if` schema as far as it can tell (unknown: yes). */
function matchesIf(cond: JsonSchema, facts: Readonly<Record<string, unknown>>): boolean {
  for (const key of Array.isArray(cond.required) ? cond.required : []) if (!(String(key) in facts)) return false;
  const props = isSchema(cond.properties) ? cond.properties : {};
  for (const [key, sub] of Object.entries(props)) {
    if (!(key in facts) || !isSchema(sub)) continue;
    const value = facts[key];
    if (value === undefined) continue;
    if ('const' in sub && sub.const !== value) return false;
    if (Array.isArray(sub.enum) && !sub.enum.includes(value)) return false;
  }
  return true;
}

/** The flat schemas `schema` stands for at a place whose object has `facts`. */
export function expand(root: JsonSchema, schema: JsonSchema, facts: Readonly<Record<string, unknown>> = {}, depth = 0): JsonSchema[] {
  if (depth > 20) return [];
  const out: JsonSchema[] = [schema];
  if (typeof schema.$ref === 'string') {
    const target = deref(root, schema.$ref);
    if (target) out.push(...expand(root, target, facts, depth + 1));
  }
  for (const sub of [...list(schema.allOf), ...list(schema.anyOf), ...list(schema.oneOf)]) out.push(...expand(root, sub, facts, depth + 1));
  if (isSchema(schema.if)) {
    const branch = matchesIf(schema.if, facts) ? schema.then : schema.else;
    if (isSchema(branch)) out.push(...expand(root, branch, facts, depth + 1));
  }
  return out;
}

/** The schemas that apply to the value at `path` (each step with its container's facts). */
export function schemasAt(root: JsonSchema, path: readonly PathStep[]): JsonSchema[] {
  let current: JsonSchema[] = [root];
  for (const step of path) {
    const next: JsonSchema[] = [];
    for (const flat of current.flatMap((s) => expand(root, s, step.facts))) {
      if (typeof step.key === 'number') {
        if (isSchema(flat.items)) next.push(flat.items);
      } else {
        const props = isSchema(flat.properties) ? flat.properties : undefined;
        const sub = props?.[step.key];
        if (isSchema(sub)) next.push(sub);
        else if (isSchema(flat.additionalProperties)) next.push(flat.additionalProperties);
      }
    }
    current = next;
    if (current.length === 0) break;
  }
  return current;
}

const firstString = (schemas: JsonSchema[], key: 'title' | 'description'): string | undefined =>
  schemas.map((s) => s[key]).find((v): v is string => typeof v === 'string' && v.length > 0);

/** Title, description, allowed values and default of the value at `path`, as markdown-free text. */
export function docsAt(root: JsonSchema, path: readonly PathStep[], facts: Readonly<Record<string, unknown>> = {}): string | undefined {
  const flat = schemasAt(root, path).flatMap((s) => expand(root, s, facts));
  if (flat.length === 0) return undefined;
  const lines: string[] = [];
  const title = firstString(flat, 'title');
  const description = firstString(flat, 'description');
  if (title) lines.push(title);
  if (description && description !== title) lines.push(description);
  const values = [...new Set(flat.flatMap((s) => (Array.isArray(s.enum) ? s.enum : 'const' in s ? [s.const] : [])))];
  if (values.length > 0 && values.length <= 12) lines.push(`可选值：${values.map((v) => JSON.stringify(v)).join(' | ')}`);
  else if (values.length > 12) lines.push(`可选值：${values.length} 个（输入时补全）`);
  const withDefault = flat.find((s) => 'default' in s);
  if (withDefault) lines.push(`默认：${JSON.stringify(withDefault.default)}`);
  return lines.length ? lines.join('\n') : undefined;
}

/** Property names the object at `path` may have (those not `present` yet), with their docs. */
export function propertySuggestions(root: JsonSchema, path: readonly PathStep[], facts: Readonly<Record<string, unknown>>, present: ReadonlySet<string>): Suggestion[] {
  const seen = new Map<string, Suggestion>();
  for (const flat of schemasAt(root, path).flatMap((s) => expand(root, s, facts))) {
    const props = isSchema(flat.properties) ? flat.properties : {};
    const required = new Set(Array.isArray(flat.required) ? flat.required.map(String) : []);
    for (const [name, sub] of Object.entries(props)) {
      if (present.has(name) || seen.has(name) || name === '$schema') continue;
      const docs = isSchema(sub) ? docsAt(root, [...path, { key: name, facts }]) : undefined;
      seen.set(name, { label: name, apply: JSON.stringify(name), kind: 'property', ...(required.has(name) ? { detail: '必填' } : {}), ...(docs ? { info: docs } : {}) });
    }
  }
  return [...seen.values()];
}

/** Values allowed at `path` (enums and consts: widget types, routes, apiCodes, ...), and snippets for array items. */
export function valueSuggestions(root: JsonSchema, path: readonly PathStep[]): Suggestion[] {
  const out = new Map<string, Suggestion>();
  for (const flat of schemasAt(root, path).flatMap((s) => expand(root, s, {}))) {
    const values = Array.isArray(flat.enum) ? flat.enum : 'const' in flat ? [flat.const] : [];
    const notes = Array.isArray(flat.enumDescriptions) ? flat.enumDescriptions : [];
    values.forEach((value, i) => {
      const apply = JSON.stringify(value);
      const note = notes[i];
      if (!out.has(apply)) out.set(apply, { label: apply, apply, kind: 'value', ...(typeof note === 'string' ? { info: note } : {}) });
    });
    for (const snippet of Array.isArray(flat.defaultSnippets) ? flat.defaultSnippets : []) {
      if (!isSchema(snippet) || typeof snippet.label !== 'string') continue;
      const apply = JSON.stringify(snippet.body, null, 2);
      out.set(`snippet:${snippet.label}`, { label: snippet.label, apply, kind: 'snippet', detail: '示例块', ...(typeof snippet.description === 'string' ? { info: snippet.description } : {}) });
    }
  }
  return [...out.values()];
}

/** Snippets for a new item of the array at `path` (e.g. a ready block for `blocks`). */
export function itemSnippets(root: JsonSchema, path: readonly PathStep[], facts: Readonly<Record<string, unknown>>): Suggestion[] {
  return valueSuggestions(root, [...path, { key: 0, facts }]).filter((s) => s.kind === 'snippet');
}
