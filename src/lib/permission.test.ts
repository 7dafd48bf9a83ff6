import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasAllPermissions, hasAllRoles, hasAnyPermission, hasAnyRole, hasPermission, hasRole } from './permission';

describe('permission check', () => {
  it('passes with the exact permission', () => expect(hasPermission(['order:list:view'], 'order:list:view')).toBe(true));
  it('passes every permission with *:*:*', () => expect(hasPermission(['*:*:*'], 'bill:pay:submit')).toBe(true));
  it('fails without it', () => expect(hasPermission(['order:list:view'], 'bill:pay:submit')).toBe(false));
  it('denies an empty argument even with *:*:*', () => {
    expect(hasPermission(['*:*:*'], '')).toBe(false);
    expect(hasAnyPermission(['*:*:*'], [])).toBe(false);
    expect(hasAllPermissions(['*:*:*'], [])).toBe(false);
  });
  it('any-of passes when one matches; all-of needs every one', () => {
    expect(hasAnyPermission(['a'], ['a', 'b'])).toBe(true);
    expect(hasAllPermissions(['a'], ['a', 'b'])).toBe(false);
    expect(hasAllPermissions(['a', 'b'], ['a', 'b'])).toBe(true);
  });
  it('never throws and never grants what is not owned', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.string(), (owned, wanted) => {
        const granted = hasPermission(owned, wanted);
        return !granted || owned.includes(wanted) || owned.includes('*:*:*');
      }),
    );
  });
});

describe('role check', () => {
  it('passes with the exact role', () => expect(hasRole(['vip'], 'vip')).toBe(true));
  it('admin passes every check', () => {
    expect(hasRole(['admin'], 'vip')).toBe(true);
    expect(hasAllRoles(['admin'], ['vip', 'partner'])).toBe(true);
  });
  it('*:*:* is not a role wildcard', () => expect(hasRole(['*:*:*'], 'vip')).toBe(false));
  it('denies an empty argument', () => {
    expect(hasRole(['admin'], '')).toBe(false);
    expect(hasAnyRole(['admin'], [])).toBe(false);
  });
  it('any-of and all-of', () => {
    expect(hasAnyRole(['vip'], ['vip', 'partner'])).toBe(true);
    expect(hasAllRoles(['vip'], ['vip', 'partner'])).toBe(false);
  });
});
