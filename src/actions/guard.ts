import { actionSchema, type Action } from './action.schema';
import { check, type SchemaNode } from './validate';

/** Every action kind, in schema order. */
export const ACTION_KINDS = actionSchema.oneOf.map((option) => option.properties.kind.const);

/** The result of reading an `unknown` value as an action. */
export type ParsedAction = { ok: true; action: Action } | { ok: false; problem: string; errors: string[] };

function kindOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as { kind?: unknown }).kind : undefined;
}

/**
 * Reads untrusted input (page schema JSON, widget output) as an action: checked against the
 * shape of its own kind in actionSchema, so the problem names what is wrong.
 */
export function parseAction(value: unknown): ParsedAction {
  const kind = kindOf(value);
  const option = actionSchema.oneOf.find((o) => o.properties.kind.const === kind);
  if (!option) {
    const problem = typeof kind === 'string' ? `unknown action kind "${kind}"` : 'not an action (no string "kind")';
    return { ok: false, problem, errors: [] };
  }
  const errors = check(option as SchemaNode, value);
  if (errors.length > 0) return { ok: false, problem: `malformed "${String(kind)}" action`, errors };
  return { ok: true, action: value as Action };
}

/** Whether `value` is a well-formed action. */
export function isAction(value: unknown): value is Action {
  return parseAction(value).ok;
}
