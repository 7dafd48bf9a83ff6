/** The permission that grants everything. */
export const ALL_PERMISSIONS = '*:*:*';
/** The role that passes every role check. */
export const SUPER_ROLE = 'admin';

function grants(owned: readonly string[], wanted: string, superValue: string): boolean {
  return wanted !== '' && (owned.includes(superValue) || owned.includes(wanted));
}

function anyOf(owned: readonly string[], wanted: readonly string[], superValue: string): boolean {
  return wanted.length > 0 && wanted.some((w) => grants(owned, w, superValue));
}

function allOf(owned: readonly string[], wanted: readonly string[], superValue: string): boolean {
  return wanted.length > 0 && wanted.every((w) => grants(owned, w, superValue));
}

/** True when `owned` holds `*:*:*` or exactly `wanted`; an empty `wanted` is denied. */
export function hasPermission(owned: readonly string[], wanted: string): boolean {
  return grants(owned, wanted, ALL_PERMISSIONS);
}

/** True when at least one of `wanted` passes hasPermission; an empty list is denied. */
export function hasAnyPermission(owned: readonly string[], wanted: readonly string[]): boolean {
  return anyOf(owned, wanted, ALL_PERMISSIONS);
}

/** True when every one of `wanted` passes hasPermission; an empty list is denied. */
export function hasAllPermissions(owned: readonly string[], wanted: readonly string[]): boolean {
  return allOf(owned, wanted, ALL_PERMISSIONS);
}

/** True when `owned` holds `admin` or exactly `wanted`; an empty `wanted` is denied. */
export function hasRole(owned: readonly string[], wanted: string): boolean {
  return grants(owned, wanted, SUPER_ROLE);
}

/** True when at least one of `wanted` passes hasRole; an empty list is denied. */
export function hasAnyRole(owned: readonly string[], wanted: readonly string[]): boolean {
  return anyOf(owned, wanted, SUPER_ROLE);
}

/** True when every one of `wanted` passes hasRole; an empty list is denied. */
export function hasAllRoles(owned: readonly string[], wanted: readonly string[]): boolean {
  return allOf(owned, wanted, SUPER_ROLE);
}
