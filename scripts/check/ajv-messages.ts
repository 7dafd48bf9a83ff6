import type { ErrorObject } from 'ajv';

/** Plain-language text for one ajv error. */
export function plainMessage(error: ErrorObject, data: unknown): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `unknown property "${String(p.additionalProperty)}"`;
    case 'required':
      return `missing required property "${String(p.missingProperty)}"`;
    case 'enum':
      return `${JSON.stringify(data)} is not allowed; use one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'type':
      return `must be ${String(p.type).replace(',', ' or ')}, got ${Array.isArray(data) ? 'array' : data === null ? 'null' : typeof data}`;
    case 'discriminator':
      return p.error === 'mapping' ? `unknown action kind ${JSON.stringify(p.tagValue)}` : `an action needs a "kind"`;
    default:
      return error.message ?? error.keyword;
  }
}

/** Value at a JSON pointer. */
export function atPointer(root: unknown, pointer: string): unknown {
  if (!pointer) return root;
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), root);
}
