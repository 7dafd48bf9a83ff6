import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiResponse } from '@/services/gateway/types';
import { STORAGE_KEYS, readJson, write, type KeyValueStorage } from './persist';

export type TabbarItem = ApiResponse<'BA015'>['list'][number];

/** A tab with the in-app path derived from its url. */
export interface Tab extends TabbarItem {
  routerUrl: string;
}

/** The bottom menu paths of spec §2, used until BA015 answers (and when it cannot). */
export const DEFAULT_TABS: TabbarItem[] = [
  { name: '首页', url: '/' },
  { name: '推荐', url: '/product/recommend' },
  { name: '分期', url: '/installment' },
  { name: '我的', url: '/my' },
];

/**
 * The in-app path of a tab url: the hash route of an absolute or hash url
 * (https://host/#/my -> /my), the path of an absolute url, or the url itself.
 */
export function toRouterUrl(url: string): string {
  const trimmed = url.trim();
  const hash = trimmed.indexOf('#/');
  if (hash >= 0) return trimmed.slice(hash + 1).split('?')[0] || '/';
  try {
    const parsed = new URL(trimmed, 'http://local.invalid');
    return parsed.pathname || '/';
  } catch {
    return '/';
  }
}

function isTabList(value: unknown): value is TabbarItem[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'object' && item !== null && typeof (item as TabbarItem).url === 'string' && typeof (item as TabbarItem).name === 'string')
  );
}

/** Loads the tab bar (BA015 with appNative 'N'); injected for tests. */
export type FetchTabbar = () => Promise<TabbarItem[]>;

/** The bottom tab bar, persisted so the next start shows it before BA015 answers. */
export class MenuStore {
  tabbarList: TabbarItem[];
  activeIndexLocal: number;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly fetchTabbar: FetchTabbar,
  ) {
    const saved = readJson<TabbarItem[]>(storage, STORAGE_KEYS.tabbarList, isTabList, []);
    this.tabbarList = saved.length > 0 ? saved : DEFAULT_TABS;
    this.activeIndexLocal = readJson<number>(storage, STORAGE_KEYS.activeIndex, (v): v is number => Number.isInteger(v) && (v as number) >= 0, 0);
    makeAutoObservable<MenuStore, 'storage' | 'fetchTabbar'>(this, { storage: false, fetchTabbar: false }, { autoBind: true });
  }

  get tabs(): Tab[] {
    return this.tabbarList.map((item) => ({ ...item, routerUrl: toRouterUrl(item.url) }));
  }

  /** The index of the tab whose path is `pathname`, or -1 when it is not a tab page. */
  indexOf(pathname: string): number {
    return this.tabs.findIndex((tab) => tab.routerUrl === pathname);
  }

  setTabbarList(list: TabbarItem[]): void {
    this.tabbarList = list.length > 0 ? list : DEFAULT_TABS;
    write(this.storage, STORAGE_KEYS.tabbarList, JSON.stringify(this.tabbarList));
  }

  setActiveIndex(index: number): void {
    this.activeIndexLocal = index;
    write(this.storage, STORAGE_KEYS.activeIndex, JSON.stringify(index));
  }

  /** Refreshes the list from the gateway; on failure the current list stays. */
  async load(): Promise<void> {
    try {
      const list = await this.fetchTabbar();
      runInAction(() => this.setTabbarList(list));
    } catch {
      // Keep showing the saved or default tabs: a missing tab bar would strand the user.
    }
  }
}
