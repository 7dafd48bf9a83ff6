import { bindNativeCommands } from '@/services/bridge';
import type { Bridge } from '@/services/bridge/types';
import type { RootStore } from '@/stores';
import type { AppRouter } from '../app';
import { isKnownPath, type PageRouteEntry } from '../route-table';
import { goBack } from '../shell/go-back';

export interface NativeEventDeps {
  bridge: Bridge;
  router: AppRouter;
  stores: RootStore;
  routes: readonly PageRouteEntry[];
  win?: Window;
}

/**
 * Handles what the native app asks of the page — route replacement (known routes only),
 * reload, tab bar, back. Bound before the first render, so no message is missed.
 */
export function bindNativeEvents({ bridge, router, stores, routes, win = window }: NativeEventDeps): () => void {
  return bindNativeCommands(bridge, {
    replaceRoute: (path) => {
      if (isKnownPath(path, routes)) router.navigate(path, { replace: true });
      else console.warn('[qsh app] getH5Url ignored: not a route of this app', path);
    },
    reload: () => win.location.reload(),
    showTabBar: () => stores.app.setTabbarVisible(true),
    goBack: () => goBack(bridge, { back: () => router.navigate(-1), home: () => router.navigate('/', { replace: true }) }),
  });
}
