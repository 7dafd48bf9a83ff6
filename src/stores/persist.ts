export { memoryStorage, readJson, readString, write, type KeyValueStorage } from '@/lib/storage';

/** Storage keys, documented in docs/architecture.md. */
export const STORAGE_KEYS = {
  token: 'qsh.token',
  userInfo: 'qsh.userInfo',
  appVersion: 'qsh.appVersion',
  appStore: 'qsh.appStore',
  tabbarList: 'qsh.tabbarList',
  activeIndex: 'qsh.activeIndex',
} as const;
