/**
 * The gateway's one input policy for every request field (issue #21; docs/gateway-api.md states it):
 * - text: C0/C1 control characters (NUL included) are refused, naming the field; tab and newline only
 *   where the contract marks the field `"x-multiline": true`; lone surrogates are refused; text is
 *   normalised to NFC before anything else reads it, and ajv counts lengths in code points; a byte-order
 *   mark (U+FEFF) is refused (a decoder would drop it silently);
 * - numbers: integers without a contract maximum are at most 2147483647 (ids are 32-bit database
 *   integers), other numbers at most Number.MAX_SAFE_INTEGER; JSON's 1e400 (Infinity) fails `type`.
 */

export const MULTILINE_KEYWORD = 'x-multiline';
export const DEFAULT_INTEGER_MAX = 2_147_483_647;

export interface PolicySchema {
  type?: string | readonly string[];
  properties?: Readonly<Record<string, PolicySchema>>;
  items?: PolicySchema;
  anyOf?: readonly PolicySchema[];
  oneOf?: readonly PolicySchema[];
  allOf?: readonly PolicySchema[];
  maximum?: number;
  exclusiveMaximum?: number;
  [MULTILINE_KEYWORD]?: boolean;
  [key: string]: unknown;
}

// The policy is about control characters, so this pattern names them on purpose.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const LINE_CONTROL = /[\t\n]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const typesOf = (s: PolicySchema): readonly string[] => (s.type === undefined ? [] : typeof s.type === 'string' ? [s.type] : s.type);

/** A copy of a request schema with the default maxima filled in (what ajv compiles). */
export function withNumberBounds(schema: PolicySchema): PolicySchema {
  const out: PolicySchema = { ...schema };
  const types = typesOf(schema);
  if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) {
    if (types.includes('integer')) out.maximum = DEFAULT_INTEGER_MAX;
    else if (types.includes('number')) out.maximum = Number.MAX_SAFE_INTEGER;
  }
  if (schema.properties) out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, withNumberBounds(v)]));
  if (schema.items) out.items = withNumberBounds(schema.items);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[key];
    if (list) out[key] = list.map(withNumberBounds);
  }
  return out;
}

/** The paths (`a.b`, `list[].note`) of the fields marked multi-line, found by one walk of the request schema. */
export function multilinePaths(schema: PolicySchema, path = '', out = new Set<string>()): Set<string> {
  if (schema[MULTILINE_KEYWORD] === true) out.add(path);
  for (const [k, v] of Object.entries(schema.properties ?? {})) multilinePaths(v, path ? `${path}.${k}` : k, out);
  if (schema.items) multilinePaths(schema.items, `${path}[]`, out);
  for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) multilinePaths(alt, path, out);
  return out;
}

/** Why a text value breaks the policy, or null. */
export function textProblem(value: string, multiline: boolean): string | null {
  if (LONE_SURROGATE.test(value)) return '含有无效的 Unicode 字符';
  // A byte-order mark means nothing inside text, and text decoders drop a leading one silently.
  if (value.includes('\uFEFF')) return '不能含有字节顺序标记 (U+FEFF)';
  if (CONTROL.test(value) || (!multiline && LINE_CONTROL.test(value))) return multiline ? '含有不允许的控制字符' : '不能含有换行、制表符等控制字符';
  return null;
}

/**
 * Applies the text policy to a request body in place: every string (at any depth) is checked and
 * replaced by its NFC form. Returns the first problem as a Chinese sentence naming the field, or null.
 */
export function applyTextPolicy(body: Record<string, unknown>, multiline: ReadonlySet<string>): string | null {
  const visit = (holder: Record<string, unknown> | unknown[], key: string | number, shown: string, pattern: string): string | null => {
    const value = (holder as Record<string | number, unknown>)[key];
    if (typeof value === 'string') {
      const problem = textProblem(value, multiline.has(pattern));
      if (problem) return `字段 ${shown} ${problem}`;
      const nfc = value.normalize('NFC');
      if (nfc !== value) (holder as Record<string | number, unknown>)[key] = nfc;
      return null;
    }
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i += 1) {
        const found = visit(value, i, `${shown}[${i}]`, `${pattern}[]`);
        if (found) return found;
      }
      return null;
    }
    if (typeof value === 'object' && value !== null) {
      const obj = value as Record<string, unknown>;
      for (const k of Object.keys(obj)) {
        const found = visit(obj, k, `${shown}.${k}`, `${pattern}.${k}`);
        if (found) return found;
      }
    }
    return null;
  };
  for (const k of Object.keys(body)) {
    const found = visit(body, k, k, k);
    if (found) return found;
  }
  return null;
}
