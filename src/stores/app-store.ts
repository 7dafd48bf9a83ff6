import { makeAutoObservable } from 'mobx';
import { parseAppVersion } from '@/lib/app-version';
import type { Shell } from '@/services/bridge/types';
import { DEFAULT_CHANNEL } from '@/services/gateway/headers';
import type { Variant } from '@/services/variant';
import { STORAGE_KEYS, readString, write, type KeyValueStorage } from './persist';

export type { Variant };

/** The points-freeze notice (gateway rspCode 9992). */
export interface FreezeNotice {
  message: string;
  redirectUrl?: string;
}

/** A page shown in the full-screen iframe popup. */
export interface IframePage {
  url: string;
  title?: string;
  /** The in-app path with its query it was opened on: it belongs to that page and closes when the customer leaves it (back included). */
  openedOn?: string;
}

/** Values the app starts with; the native handshake fills in the rest. */
export interface AppStoreInit {
  variant: Variant;
  shell: Shell;
  channel?: string;
}

/** App-wide state: theme, variant, shell and what the native app reported. */
export class AppStore {
  theme = 'redTheme';
  memberPopup = false;
  appVersion = '';
  appVersionNum = 0;
  bundleId = '';
  appStore = '';
  channel: string;
  variant: Variant;
  shell: Shell;
  tabbarVisible = true;
  /** The freeze dialog, while it is open. */
  freeze: FreezeNotice | undefined = undefined;
  /** The iframe popup, while it is open. */
  iframe: IframePage | undefined = undefined;

  constructor(
    private readonly storage: KeyValueStorage,
    init: AppStoreInit,
  ) {
    this.variant = init.variant;
    this.shell = init.shell;
    this.channel = init.channel ?? DEFAULT_CHANNEL;
    this.appStore = readString(storage, STORAGE_KEYS.appStore) ?? '';
    this.setAppVersion(readString(storage, STORAGE_KEYS.appVersion) ?? '');
    makeAutoObservable<AppStore, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  get inAppShell(): boolean {
    return this.shell !== 'browser';
  }

  /** Takes a version like v1.2.3 and derives its number (123) by removing the v and the dots. */
  setAppVersion(version: string): void {
    this.appVersion = version;
    this.appVersionNum = parseAppVersion(version) ?? 0;
    write(this.storage, STORAGE_KEYS.appVersion, version || undefined);
  }

  setAppStore(store: string): void {
    this.appStore = store;
    write(this.storage, STORAGE_KEYS.appStore, store || undefined);
  }

  setChannel(channel: string): void {
    if (channel) this.channel = channel;
  }

  setBundleId(bundleId: string): void {
    this.bundleId = bundleId;
  }

  setMemberPopup(open: boolean): void {
    this.memberPopup = open;
  }

  setTabbarVisible(visible: boolean): void {
    this.tabbarVisible = visible;
  }

  showFreeze(notice: FreezeNotice): void {
    this.freeze = notice;
  }

  closeFreeze(): void {
    this.freeze = undefined;
  }

  openIframe(page: IframePage): void {
    this.iframe = page;
  }

  closeIframe(): void {
    this.iframe = undefined;
  }
}
