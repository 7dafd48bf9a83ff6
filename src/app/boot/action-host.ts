import type { ActionHost } from '@/actions';
import { safeUrl } from '@/lib/safe-url';
import type { Bridge } from '@/services/bridge/types';
import type { Gateway } from '@/services/gateway/types';
import type { Visits } from '@/services/visits';
import type { RootStore } from '@/stores';
import type { AppRouter } from '../app';
import { isKnownPath, type PageRouteEntry } from '../route-table';
import { goBack } from '../shell/go-back';
import { clearAppCache } from './clear-cache';
import type { UiFeedback as Feedback } from '../overlays/feedback';

export interface ActionHostDeps {
  stores: RootStore;
  gateway: Gateway;
  bridge: Bridge;
  router: AppRouter;
  routes: readonly PageRouteEntry[];
  feedback: Feedback;
  visits: Visits;
  /** Hosts a URL may point to when it leaves the app (runtime config). */
  allowHosts: readonly string[];
  win?: Window;
}

/** Everything the dispatcher needs, wired to the real router, bridge, gateway and UI. */
export function createActionHost(deps: ActionHostDeps): ActionHost {
  const { stores, gateway, bridge, router, routes, feedback, visits, allowHosts, win = window } = deps;
  return {
    stores,
    gateway,
    bridge,
    navigate: (path, options) => router.navigate(path, options),
    back: () => goBack(bridge, { back: () => router.navigate(-1), home: () => router.navigate('/', { replace: true }) }),
    routeExists: (path) => isKnownPath(path, routes),
    currentPath: () => router.location.pathname + router.location.search,
    confirm: (options) => feedback.confirm(options),
    alert: (content, title, confirmText) => feedback.alert(content, title, confirmText),
    toast: (text) => feedback.toast(text),
    isUrlAllowed: (url) => safeUrl(url, allowHosts) !== undefined,
    openExternal: (url) => win.location.assign(url),
    recordVisit: ({ objectId }) => visits.recordProductVisit(objectId, stores.user.info?.id ?? '').catch(() => undefined),
    clearCache: () => clearAppCache(win),
    report: (message, detail) => console.warn(`[qsh actions] ${message}`, detail ?? ''),
  };
}
