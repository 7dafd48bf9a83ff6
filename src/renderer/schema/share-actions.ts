import { actionSchema } from '@/actions/types';

type Schema = { readonly [key: string]: unknown };
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null;

/** Replaces every embedded action schema with `{ $ref: ref }`, so compiled code checks actions in one shared function. */
export function shareActions(schema: Schema, ref: string): Schema {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isSchema(node)) return node;
    if (node.oneOf === actionSchema.oneOf) return { $ref: ref };
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, visit(v)]));
  };
  return visit(schema) as Schema;
}
