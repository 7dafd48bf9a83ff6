import { isActionSchema } from './action-marker';

type Schema = { readonly [key: string]: unknown };
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null;

/** Replaces every embedded action schema with `{ $ref: ref }`, so compiled code checks actions in one shared function. */
export function shareActions(schema: Schema, ref: string): Schema {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isSchema(node)) return node;
    // An action prop's default stays next to the $ref, so validators with useDefaults fill it in.
    if (isActionSchema(node)) return 'default' in node ? { $ref: ref, default: node.default } : { $ref: ref };
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, visit(v)]));
  };
  return visit(schema) as Schema;
}
