import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { App } from '@/app/app';
import type { AppEnv } from '@/app/app-env';
import { bindNativeEvents } from '@/app/boot/native-events';
import { createAppRouter } from '@/app/navigation';
import { createAppRoutes } from '@/app/router';
import { routeTable, type PageRouteEntry } from '@/app/route-table';
import { RootStore, memoryStorage, type KeyValueStorage } from '@/stores';
import type { Shell } from '@/services/bridge/types';
import { DEFAULT_CONFIG } from '@/services/config';
import { fakeBridge, fakeGateway, type FakeBridge } from './fakes';

export interface RenderAppOptions {
  path?: string;
  shell?: Shell;
  storage?: KeyValueStorage;
  routes?: readonly PageRouteEntry[];
  gatewayAnswers?: Parameters<typeof fakeGateway>[0];
  loggedIn?: boolean;
  /** Hosts the safe-URL gate allows (none by default, as in DEFAULT_CONFIG). */
  safeUrlHosts?: string[];
  /** Told when the customer leaves the page shown (AppEnv.onPageLeft; start.tsx takes down the app's question). */
  onPageLeft?: () => void;
  /** Runs on the stores before the app renders, as src/app/start.tsx does its boot steps. */
  beforeRender?: (stores: RootStore, gateway: ReturnType<typeof fakeGateway>) => void;
}

/** Renders the real app shell and router at a path, with a fake bridge and gateway. */
export function renderApp(options: RenderAppOptions = {}) {
  const { path = '/', shell = 'browser', storage = memoryStorage(), routes = routeTable } = options;
  window.history.replaceState(null, '', path);
  const bridge: FakeBridge = fakeBridge(shell);
  const gateway = fakeGateway({
    SF003: { id: 'u1', phone: '13800000000', flow: 'FINISH' },
    BA015: { list: [] },
    ...options.gatewayAnswers,
  });
  const stores = new RootStore({ storage, gateway, app: { variant: 'official', shell } });
  if (options.loggedIn) stores.user.setToken('test-token');
  options.beforeRender?.(stores, gateway);
  const router = createAppRouter();
  bindNativeEvents({ bridge, router, stores, routes });
  const dispatch = vi.fn();
  const env: AppEnv = { bridge, gateway, dispatch, mode: 'development', config: { ...DEFAULT_CONFIG, safeUrlHosts: options.safeUrlHosts ?? DEFAULT_CONFIG.safeUrlHosts }, ...(options.onPageLeft ? { onPageLeft: options.onPageLeft } : {}) };
  const view = render(<App env={env} stores={stores} router={router} routes={createAppRoutes(routes)} />);
  return { ...view, bridge, gateway, stores, router, dispatch };
}
