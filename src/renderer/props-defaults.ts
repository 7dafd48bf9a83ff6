import type { PropsDefaults } from '@widgets/define-widget';

/**
 * What a widget's props schema fills in when a value is left out, as a small tree (built at build
 * time into each widget's chunk, next to its props validator). Pages checked at build time get
 * their defaults from it without running the validator again (fillDefaults). Mirrors ajv's
 * `useDefaults`: defaults under `properties`, `items`, `allOf` and `additionalProperties`; none
 * under `anyOf` / `oneOf` / `not` / `if`, where ajv fills none either.
 */
export type { PropsDefaults };

type Schema = { readonly [key: string]: unknown };
const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const isEmpty = (tree: PropsDefaults) => !tree.p && !tree.i && !tree.x;

function collect(schema: unknown, into: PropsDefaults): void {
  if (!isObject(schema)) return;
  if (isObject(schema.properties)) {
    for (const [key, sub] of Object.entries(schema.properties)) {
      if (!isObject(sub)) continue;
      const inner = propsDefaults(sub);
      const slot = (into.p ??= {})[key] ?? {};
      if ('default' in sub) slot.d = sub.default;
      if (inner) slot.t = inner;
      if (slot.d !== undefined || slot.t) into.p[key] = slot;
    }
    if (into.p && Object.keys(into.p).length === 0) delete into.p;
  }
  if (isObject(schema.items)) into.i = propsDefaults(schema.items) ?? into.i;
  if (!into.i) delete into.i;
  if (isObject(schema.additionalProperties)) into.x = propsDefaults(schema.additionalProperties) ?? into.x;
  if (!into.x) delete into.x;
  if (Array.isArray(schema.allOf)) for (const part of schema.allOf) collect(part, into);
}

/** The defaults tree of a (props) schema; undefined when it fills in nothing. Runs at build time. */
export function propsDefaults(schema: unknown): PropsDefaults | undefined {
  const tree: PropsDefaults = {};
  collect(schema, tree);
  return isEmpty(tree) ? undefined : tree;
}

const clone = (value: unknown): unknown => (typeof value === 'object' && value !== null ? (JSON.parse(JSON.stringify(value)) as unknown) : value);

/** Fills the defaults of the tree into a value, in place (a copy of the page's props), as ajv's useDefaults would. */
export function fillDefaults(value: unknown, tree: PropsDefaults | undefined): void {
  if (!tree) return;
  if (Array.isArray(value)) {
    if (tree.i) for (const item of value) fillDefaults(item, tree.i);
    return;
  }
  if (!isObject(value)) return;
  const target = value as Record<string, unknown>;
  for (const [key, { d, t }] of Object.entries(tree.p ?? {})) {
    if (target[key] === undefined && d !== undefined) target[key] = clone(d);
    if (t) fillDefaults(target[key], t);
  }
  if (tree.x) for (const key of Object.keys(target)) if (!tree.p?.[key]) fillDefaults(target[key], tree.x);
}
