import { hasAllPermissions, hasAllRoles, hasAnyPermission, hasAnyRole } from '@/lib/permission';
import type { BindingContext } from './bindings';
import type { GrantCheck, When } from './schema/when.schema';
import { inServerTimeWindow } from './server-time';

/** A block's condition and its permission/role checks: types derived from whenSchema (src/renderer/schema/when.schema.ts). */
export type { GrantCheck, When } from './schema/when.schema';

type OneOrMany<T> = T | readonly T[];

const oneOf = <T>(wanted: OneOrMany<T>, value: T | undefined) =>
  value !== undefined && (Array.isArray(wanted) ? (wanted as readonly T[]).includes(value) : wanted === value);

function grants(check: GrantCheck, owned: readonly string[], any: typeof hasAnyRole, all: typeof hasAllRoles): boolean {
  if (typeof check === 'string') return any(owned, [check]);
  return 'anyOf' in check ? any(owned, check.anyOf) : all(owned, check.allOf);
}

type Test = (when: When, ctx: BindingContext) => boolean;

const TESTS: { [K in keyof When]-?: Test } = {
  variant: (w, c) => oneOf(w.variant!, c.app.variant),
  loggedIn: (w, c) => w.loggedIn === c.user.isLoggedIn,
  flow: (w, c) => oneOf(w.flow!, c.user.info?.flow),
  shell: (w, c) => oneOf(w.shell!, c.app.shell),
  appVersion: (w, c) => c.app.appVersionNum >= (w.appVersion!.min ?? -Infinity) && c.app.appVersionNum <= (w.appVersion!.max ?? Infinity),
  permission: (w, c) => grants(w.permission!, c.user.info?.permissions ?? [], hasAnyPermission, hasAllPermissions),
  role: (w, c) => grants(w.role!, c.user.info?.roles ?? [], hasAnyRole, hasAllRoles),
  between: (w) => inServerTimeWindow(w.between!),
  query: (w, c) => (c.query[w.query!] ?? '') !== '',
  not: (w, c) => !evaluateWhen(w.not!, c),
  anyOf: (w, c) => w.anyOf!.some((sub) => evaluateWhen(sub, c)),
  allOf: (w, c) => w.allOf!.every((sub) => evaluateWhen(sub, c)),
};

/** True when every key of the condition holds; an absent condition always holds. Never runs code. */
export function evaluateWhen(when: When | undefined, ctx: BindingContext): boolean {
  if (!when) return true;
  return (Object.keys(when) as (keyof When)[]).every((key) => when[key] === undefined || (TESTS[key] ? TESTS[key](when, ctx) : false));
}
