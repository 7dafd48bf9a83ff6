import type { Bridge } from '@/services/bridge/types';
import { buildGatewayHeaders } from '@/services/gateway';
import type { GatewayHost } from '@/services/gateway/types';
import type { RootStore } from '@/stores';
import type { AppRouter } from '../app';
import { findRoute, type PageRouteEntry } from '../route-table';
import type { UiFeedback as Feedback } from '../overlays/feedback';
import { loginPath } from '@/actions/login';

export interface GatewayHostDeps {
  stores: () => RootStore;
  router: () => AppRouter | undefined;
  bridge: Bridge;
  feedback: Feedback;
  routes: readonly PageRouteEntry[];
  win?: Window;
}

/** How the gateway client reaches the session, the user and the router. */
export function createGatewayHost({ stores, router, bridge, feedback, routes, win = window }: GatewayHostDeps): GatewayHost {
  const currentPath = () => win.location.pathname + win.location.search;
  return {
    getToken: () => stores().user.token,
    getHeaders: () => {
      const { app } = stores();
      return buildGatewayHeaders({
        shell: app.shell,
        channel: app.channel,
        userAgent: win.navigator.userAgent,
        appVersion: app.appVersion,
        appVersionNum: app.appVersionNum || undefined,
        bundleId: app.bundleId,
      });
    },
    getRouteKey: currentPath,
    alert: (message) => feedback.alert(message),
    toast: (message, durationMs) => feedback.toast(message, durationMs),
    showLoading: () => feedback.showLoading(),
    onSessionExpired: () => {
      stores().user.logout();
      bridge.post('logout');
      const path = currentPath();
      if (findRoute(path, routes)?.login === 'required') {
        router()?.navigate(loginPath(path), { replace: true });
      }
    },
    onBillOverdue: () => router()?.navigate('/my/bill'),
    onMemberRecordMissing: () => bridge.post('reloadUser'),
    onPointsFrozen: (message, redirectUrl) => stores().app.showFreeze(redirectUrl ? { message, redirectUrl } : { message }),
  };
}
