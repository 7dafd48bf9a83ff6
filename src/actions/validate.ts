/**
 * A small JSON Schema checker for the keywords action.schema.ts uses (type, enum, const,
 * required, properties, additionalProperties, items, pattern, oneOf). It reads the schema
 * const itself, so the check cannot drift from the types, and it compiles nothing (no ajv at
 * runtime, no `unsafe-eval`). A keyword it does not know is a problem reported, never ignored.
 */

/** The subset of JSON Schema the checker understands. */
export interface SchemaNode {
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly required?: readonly string[];
  readonly properties?: { readonly [key: string]: SchemaNode };
  readonly additionalProperties?: boolean | SchemaNode;
  readonly items?: SchemaNode;
  readonly pattern?: string;
  readonly oneOf?: readonly SchemaNode[];
}

const KNOWN = new Set(['type', 'enum', 'const', 'required', 'properties', 'additionalProperties', 'items', 'pattern', 'oneOf', 'description', 'title']);

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function hasType(value: unknown, types: readonly string[]): boolean {
  const actual = typeOf(value);
  return types.some((t) => t === actual || (t === 'number' && actual === 'integer'));
}

function checkObject(schema: SchemaNode, value: Json, pointer: string): string[] {
  const errors: string[] = [];
  for (const key of schema.required ?? []) {
    if (!Object.hasOwn(value, key)) errors.push(`${pointer} is missing "${key}"`);
  }
  for (const [key, child] of Object.entries(value)) {
    const childSchema = schema.properties && Object.hasOwn(schema.properties, key) ? schema.properties[key] : undefined;
    if (childSchema) errors.push(...check(childSchema, child, `${pointer}/${key}`));
    else if (schema.additionalProperties === false) errors.push(`${pointer}/${key} is not allowed`);
    else if (isObject(schema.additionalProperties)) errors.push(...check(schema.additionalProperties, child, `${pointer}/${key}`));
  }
  return errors;
}

/** Checks `value` against `schema`; returns readable errors with JSON pointers (empty when valid). */
export function check(schema: SchemaNode, value: unknown, pointer = ''): string[] {
  const unknownKeyword = Object.keys(schema).find((key) => !KNOWN.has(key));
  if (unknownKeyword) return [`${pointer || '/'}: schema keyword "${unknownKeyword}" is not supported by the action checker`];
  if (schema.oneOf) {
    const matches = schema.oneOf.map((option) => check(option, value, pointer));
    const passed = matches.filter((errors) => errors.length === 0).length;
    if (passed === 1) return [];
    if (passed > 1) return [`${pointer || '/'} matches more than one shape`];
    return [`${pointer || '/'} matches no shape`];
  }
  if (schema.type !== undefined) {
    const types = typeof schema.type === 'string' ? [schema.type] : schema.type;
    if (!hasType(value, types)) return [`${pointer || '/'} must be ${types.join(' or ')}`];
  }
  if ('const' in schema && value !== schema.const) return [`${pointer || '/'} must be ${JSON.stringify(schema.const)}`];
  if (schema.enum && !schema.enum.includes(value)) return [`${pointer || '/'} must be one of ${schema.enum.join(', ')}`];
  if (schema.pattern !== undefined && typeof value === 'string' && !new RegExp(schema.pattern, 'u').test(value)) {
    return [`${pointer || '/'} must match ${schema.pattern}`];
  }
  if (schema.items && Array.isArray(value)) return value.flatMap((item, i) => check(schema.items as SchemaNode, item, `${pointer}/${i}`));
  if (isObject(value) && (schema.properties || schema.required || schema.additionalProperties !== undefined)) {
    return checkObject(schema, value, pointer);
  }
  return [];
}
