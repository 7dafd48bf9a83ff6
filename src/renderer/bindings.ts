import type { AppStore } from '@/stores/app-store';
import type { UserStore } from '@/stores/user-store';
import { BINDING_KEYS, type Binding } from './schema/binding.schema';
import { readPath } from '@/lib/json';

/** Where bindings read from: the route and the stores. */
export interface BindingContext {
  query: Readonly<Record<string, string>>;
  params: Readonly<Record<string, string>>;
  user: UserStore;
  app: AppStore;
}

/** `{ "$query": "productId" }` and friends (type derived from bindingSchema). */
export type { Binding } from './schema/binding.schema';

type BindingKey = (typeof BINDING_KEYS)[number];

function bindingKey(value: unknown): BindingKey | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const keys = Object.keys(value).filter((k) => k !== 'default');
  return keys.length === 1 && (BINDING_KEYS as readonly string[]).includes(keys[0]!) ? (keys[0] as BindingKey) : undefined;
}

export const isBinding = (value: unknown): value is Binding => bindingKey(value) !== undefined;

function readBinding(binding: Binding, key: BindingKey, ctx: BindingContext): unknown {
  const name = String((binding as Record<string, unknown>)[key]);
  const sources = { $query: ctx.query, $param: ctx.params, $user: ctx.user, $app: ctx.app } as const;
  const value = key === '$query' || key === '$param' ? sources[key][name] : readPath(sources[key], name);
  return value === undefined || value === null ? binding.default : value;
}

/** Replaces every binding in a JSON value with what it reads now. Values without bindings come back unchanged (same object). */
export function resolveBindings<T>(value: T, ctx: BindingContext): T {
  if (!hasBindings(value)) return value;
  const key = bindingKey(value);
  if (key) return readBinding(value as Binding, key, ctx) as T;
  if (Array.isArray(value)) {
    const out = value.map((v: unknown) => resolveBindings(v, ctx));
    return (out.every((v, i) => v === value[i]) ? value : out) as T;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => [k, resolveBindings(v, ctx)] as const);
    const same = entries.every(([k, v]) => v === (value as Record<string, unknown>)[k]);
    return (same ? value : Object.fromEntries(entries)) as T;
  }
  return value;
}

const bindingCache = new WeakMap<object, boolean>();

/** Whether a JSON value contains a binding anywhere (cached per object). */
export function hasBindings(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const cached = bindingCache.get(value);
  if (cached !== undefined) return cached;
  const found = isBinding(value) || Object.values(value).some(hasBindings);
  bindingCache.set(value, found);
  return found;
}
