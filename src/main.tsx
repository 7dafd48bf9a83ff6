import 'antd-mobile/es/global';
import './app/theme.css';
import './app/app.css';
import { unstableSetRender } from 'antd-mobile';
import { autorun } from 'mobx';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createDispatcher } from '@/actions';
import { createBridge, detectShell } from '@/services/bridge';
import { loadRuntimeConfig } from '@/services/config';
import { startDebugConsole } from '@/services/debug-console';
import { createGateway } from '@/services/gateway';
import { resolveVariant } from '@/services/variant';
import { createVisits } from '@/services/visits';
import { RootStore, type KeyValueStorage, memoryStorage } from '@/stores';
import { App, type AppRouter } from './app/app';
import { createActionHost } from './app/boot/action-host';
import { createGatewayHost } from './app/boot/gateway-host';
import { afterMount, handshakeBeforeMount } from './app/boot/handshake';
import { createFeedback } from './app/overlays/feedback';
import { applyRootFontSize } from './app/root-font-size';
import { findRoute, routeTable } from './app/route-table';
import { createAppRoutes } from './app/router';

// antd-mobile's imperative Dialog/Toast render through React 19's createRoot.
unstableSetRender((node, container) => {
  const root = createRoot(container);
  root.render(node);
  return async () => root.unmount();
});

function browserStorage(win: Window): KeyValueStorage {
  try {
    return win.localStorage;
  } catch {
    return memoryStorage();
  }
}

async function boot(win: Window): Promise<void> {
  applyRootFontSize(win);
  const config = await loadRuntimeConfig();
  void startDebugConsole(config.debug);

  const storage = browserStorage(win);
  const bridge = createBridge(win);
  const shell = detectShell(win.navigator.userAgent);
  const variant = resolveVariant({ buildFlag: import.meta.env.VITE_VARIANT, search: win.location.search, storage: win.sessionStorage });
  const feedback = createFeedback();

  // The gateway host reads the stores and the router, which are built after the gateway.
  const late: { stores?: RootStore; router?: AppRouter } = {};
  const gateway = createGateway(
    createGatewayHost({ stores: () => late.stores as RootStore, router: () => late.router, bridge, feedback, routes: routeTable, win }),
    { baseURL: config.gatewayBaseURL, timeoutMs: config.gatewayTimeoutMs },
  );
  const rootStore = new RootStore({ storage, gateway, app: { variant, shell } });
  late.stores = rootStore;
  autorun(() => {
    win.document.documentElement.dataset.theme = rootStore.app.theme;
  });

  await handshakeBeforeMount(bridge, rootStore, win);

  const router = createBrowserRouter(createAppRoutes(routeTable, rootStore));
  late.router = router;
  const visits = createVisits({ gateway, storage });
  const dispatch = createDispatcher(
    createActionHost({ stores: rootStore, gateway, bridge, router, routes: routeTable, feedback, visits, allowHosts: config.safeUrlHosts, win }),
  );
  bridge.on('oneKeyLoginResponse', (reply) => void rootStore.user.applyLoginReply(reply));

  const container = win.document.getElementById('root');
  if (!container) throw new Error('[qsh app] index.html has no #root element');
  createRoot(container).render(
    <App env={{ bridge, gateway, dispatch: (action) => void dispatch(action), routes: routeTable, mode: import.meta.env.DEV ? 'development' : 'production', config }} stores={rootStore} router={router} />,
  );

  void afterMount(bridge, rootStore);
  void rootStore.menu.load();
  if (findRoute(win.location.pathname)?.login !== 'none') void rootStore.user.reloadInfo().catch(() => undefined);
  void visits.recordChannelVisit(rootStore.app.channel, rootStore.user.info?.id ?? '');
}

void boot(window);
