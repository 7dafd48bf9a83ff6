import type { ConfirmOptions } from '@/lib/confirm-options';
import type { Bridge } from '@/services/bridge/types';
import type { Gateway } from '@/services/gateway/types';
import type { RootStore } from '@/stores';

export type { ConfirmOptions };

/** Options of an in-app navigation. */
export interface NavigateOptions {
  /** Replace the current history entry instead of pushing a new one. */
  replace?: boolean;
}


/** A visit to record (BA012); the recorder adds userId and visitType (PV always, UV once a day). */
export interface VisitTarget {
  objectType: 'PRODUCT' | 'PARTNER';
  objectId: string;
}

/**
 * Everything the dispatcher needs from the app. The app shell builds one per app (tests build a
 * recording fake), so src/actions never imports React, the router, antd-mobile or a half-built
 * service module.
 */
export interface ActionHost {
  /** The app's RootStore: `user.isLoggedIn`, `user.flow`, `app.shell`, `app.variant`, `app.channel`, `menu`. */
  stores: RootStore;
  /** The gateway client: typed calls (BA007 ad click, PD002 product, SF204 join order, SF003 through the stores). */
  gateway: Pick<Gateway, 'call' | 'callRaw'>;
  /** The native bridge: `jumpPage`, `oneKeyLogin`, `goBack`. In a browser its messages go nowhere. */
  bridge: Pick<Bridge, 'shell' | 'post' | 'request'>;
  /** Goes to an in-app path (query already in the path as `?a=1`). Only called for paths `routeExists` knows. */
  navigate(path: string, options?: NavigateOptions): void;
  /** One step back: history when there is a previous entry, otherwise the app's own back (goBack). */
  back(): void;
  /** Whether a path (no query) matches a route of the route table, `:param` segments included. */
  routeExists(path: string): boolean;
  /** The current in-app path with its query, e.g. `/product/index?tab=2` (the login redirect target). */
  currentPath(): string;
  /** Shows a confirm dialog; resolves true on confirm, false on cancel or close. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Shows a message dialog with one button (text `confirmText`, default 确定); resolves when it is closed. */
  alert(content: string, title?: string, confirmText?: string): Promise<void>;
  /** Shows a short toast (2000 ms). */
  toast(text: string): void;
  /** The one safe-URL gate (src/lib safeUrl with the configured allowlist): true when the URL may leave the app. */
  isUrlAllowed(url: string): boolean;
  /** Opens an absolute URL outside the app in a browser (window.location.assign or window.open). Only called for URLs the gate allowed. */
  openExternal(url: string): void;
  /** Records a visit (BA012 through src/services/visits); resolves when it was sent (or failed). Must not throw or reject. */
  recordVisit(visit: VisitTarget): void | Promise<void>;
  /** Removes what the app keeps on the device besides the session: drafts, search history, cached menus, scroll positions. Must not throw. */
  clearCache(): void;
  /** Logs a problem the dispatcher contained (bad input, refused URL, failed call); messages carry no prefix. Must not throw. */
  report(message: string, detail?: unknown): void;
}
