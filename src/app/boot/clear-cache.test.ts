import { beforeEach, describe, expect, it } from 'vitest';
import { clearAppCache } from './clear-cache';

describe('清除缓存 keeps the session and removes the rest', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('removes qsh entries but the token, user info, app version and store; clears session storage; leaves other origins’ keys', () => {
    for (const key of ['qsh.token', 'qsh.userInfo', 'qsh.appVersion', 'qsh.appStore', 'qsh.searchHistory', 'qsh.tabbarList', 'other.key']) localStorage.setItem(key, 'x');
    sessionStorage.setItem('qsh.formDraft.address', '{}');
    clearAppCache(window);
    expect(Object.keys(localStorage).sort()).toEqual(['other.key', 'qsh.appStore', 'qsh.appVersion', 'qsh.token', 'qsh.userInfo']);
    expect(sessionStorage.length).toBe(0);
  });
});
