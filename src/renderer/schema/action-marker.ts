import { actionSchema } from '@/actions/types';

type Schema = { readonly [key: string]: unknown };

/** The title that marks the action schema (src/actions/action.schema.ts) wherever a props schema embeds it. */
export const ACTION_SCHEMA_TITLE: string = actionSchema.title;

/**
 * True for the action schema (or a copy of it): it carries the `Action` title and its `oneOf`
 * of kinds. An explicit marker, so a copied or rebuilt action schema is still recognised.
 */
export function isActionSchema(schema: Schema): boolean {
  return schema.title === ACTION_SCHEMA_TITLE && Array.isArray(schema.oneOf);
}
