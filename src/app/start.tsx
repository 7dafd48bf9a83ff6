import 'antd-mobile/es/global';
import './theme.css';
import './app.css';
import { autorun } from 'mobx';
import { createRoot } from 'react-dom/client';
import { createDispatcher } from '@/actions';
import type { HandshakeResult } from '@/services/bridge';
import { gateJumpPage } from '@/services/bridge/gated-bridge';
import type { Bridge } from '@/services/bridge/types';
import type { RuntimeConfig } from '@/services/config';
import { startDebugConsole } from '@/services/debug-console';
import { createGateway } from '@/services/gateway';
import { createProblemReporter } from '@/services/problem-reporter';
import { resolveVariant } from '@/services/variant';
import { createVisits } from '@/services/visits';
import { RootStore, STORAGE_KEYS } from '@/stores';
import { memoryStorage, webStorage } from '@/lib/storage';
import { App, type AppRouter } from './app';
import { createActionHost } from './boot/action-host';
import { reportBlockedResources } from './boot/blocked-resources';
import { createGatewayHost } from './boot/gateway-host';
import { afterMount, takeHandshake } from './boot/handshake';
import { bindNativeEvents } from './boot/native-events';
import { PAGES_MANIFEST_ID } from '@schemas/html-blocks';
import { takeEmbeddedRouteData } from './boot/inline-data';
import { readInlineJson } from './boot/inline-json';
import { prefetchFirstRoute } from './boot/first-prefetch';
import { createFeedback } from './overlays/feedback';
import { findRoute, routeTable as bundledRoutes } from './route-table';
import { createAppRouter } from './navigation';
import { createAppRoutes } from './router';
import { withDraftPreview } from './runtime-pages/draft-preview';
import { inlineManifest, loadManifest, syncServerClock } from './runtime-pages/manifest';
import type { PreviewMode } from './runtime-pages/preview-mode';
import { firstScreenSignal } from './boot/first-screen';
import { takeInlinePage } from './runtime-pages/inline-page';
import { withRuntimePages } from './runtime-pages/runtime-routes';
import { serverNow } from '@/lib/server-clock';

/** What the boot entry (src/main.tsx) hands over once the app's code has loaded. */
export interface StartOptions {
  win: Window;
  bridge: Bridge;
  config: RuntimeConfig;
  /** The native handshake, already running (undefined in a plain browser). */
  handshake: Promise<HandshakeResult> | undefined;
  /** False on agreement and download pages, which mount without waiting for the native app. */
  waitForHandshake: boolean;
  /** In the operator console's preview frame only: the persona's session lives in memory, never in this browser's storage. */
  preview?: PreviewMode;
}

/** Builds the gateway, stores, router and dispatcher, takes the handshake values, and mounts. Returns the unmount (tests; the app never unmounts). */
export async function start({ win, bridge: nativeBridge, config, handshake, waitForHandshake, preview }: StartOptions): Promise<() => void> {
  // Every jumpPage to the native host passes the safe-URL gate, whoever sends it.
  const bridge = gateJumpPage(nativeBridge, config.safeUrlHosts);
  void startDebugConsole(config.debug);
  // Published pages (docs/operators.md): inlined in index.html by the gateway, else fetched (small, revalidated with its ETag).
  const inlined = inlineManifest(readInlineJson(win.document, PAGES_MANIFEST_ID));
  const manifest = inlined ?? loadManifest(config.gatewayBaseURL);
  const firstScreen = firstScreenSignal();
  // Browsers that deny storage (private mode) get one that keeps nothing across reloads.
  // The console's preview frame keeps its persona in memory: the operator's own customer session (localStorage) is untouched.
  const storage = preview ? memoryStorage(preview.token ? { [STORAGE_KEYS.token]: preview.token } : {}) : (webStorage('localStorage') ?? memoryStorage());
  const variant = resolveVariant({ buildFlag: import.meta.env.VITE_VARIANT, search: win.location.search, storage: win.sessionStorage });
  const feedback = createFeedback();

  // The gateway host reads the stores and the router, which are built after the gateway.
  const late: { stores?: RootStore; router?: AppRouter; reporter?: ReturnType<typeof createProblemReporter> } = {};
  const published = await manifest;
  const runtimeManifest = await withDraftPreview(win.location.search, config.gatewayBaseURL, published.manifest);
  const routeTable = withRuntimePages(bundledRoutes, runtimeManifest, {
    baseURL: config.gatewayBaseURL,
    now: serverNow,
    report: (problem) => late.reporter?.report(problem),
    inline: takeInlinePage(win.document),
  });
  const gateway = createGateway(
    createGatewayHost({ stores: () => late.stores as RootStore, router: () => late.router, bridge, feedback, routes: routeTable, win }),
    { baseURL: config.gatewayBaseURL, timeoutMs: config.gatewayTimeoutMs },
  );
  const stores = new RootStore({ storage, gateway, app: { variant, shell: bridge.shell } });
  late.stores = stores;
  // A guest's first-screen answers that came with the HTML: the first page draws them without asking.
  takeEmbeddedRouteData(win.document, stores.user);
  autorun(() => {
    win.document.documentElement.dataset.theme = stores.app.theme;
  });

  // A native login during the handshake has just loaded the user info: no second SF003 below.
  const infoCurrent = await takeHandshake(handshake, stores, waitForHandshake);
  // The first page's data (a visitor with a session: not in the HTML) starts now, before React renders.
  prefetchFirstRoute(win.location, routeTable, stores, gateway);

  const router = createAppRouter(win);
  late.router = router;
  const visits = createVisits({ gateway, storage });
  const dispatch = createDispatcher(
    createActionHost({ stores, gateway, bridge, router, routes: routeTable, feedback, visits, allowHosts: config.safeUrlHosts, win }),
  );
  bridge.on('oneKeyLoginResponse', (reply) => void stores.user.applyLoginReply(reply));
  bindNativeEvents({ bridge, router, stores, routes: routeTable, win });

  const container = win.document.getElementById('root');
  if (!container) throw new Error('[qsh app] index.html has no #root element');
  const mode = import.meta.env.DEV ? 'development' : 'production';
  const baseReporter = createProblemReporter({
    gateway,
    route: () => win.location.pathname + win.location.search,
    appVersion: () => stores.app.appVersion,
    // Reports from a published page carry its version: the console groups them by route and version.
    pageVersion: () => runtimeManifest[win.location.pathname]?.version,
    userAgent: win.navigator.userAgent,
  });
  // In the console's preview frame the problems also go to the console, which points at their JSON position.
  const onPreviewProblem = preview?.onProblem;
  const reporter = onPreviewProblem ? { ...baseReporter, report: (p: Parameters<typeof baseReporter.report>[0]) => (baseReporter.report(p), onPreviewProblem(p)) } : baseReporter;
  reportBlockedResources(win.document, reporter);
  late.reporter = reporter;
  if (published.error) reporter.report({ pointer: '', message: `published pages: ${published.error}` });
  const root = createRoot(container);
  root.render(
    <App
      env={{ bridge, gateway, dispatch: (action, scope) => void dispatch(action, scope), mode, config, reporter, onFirstScreen: firstScreen.mark, onPageLeft: feedback.dismissQuestion }}
      stores={stores}
      router={router}
      routes={createAppRoutes(routeTable)}
      onMounted={() => void afterMount(bridge, stores)} />,
  );

  if (!infoCurrent && findRoute(win.location.pathname, routeTable)?.login !== 'none') void stores.user.reloadInfo().catch(() => undefined);
  // What the first screen does not need waits for it (boot/first-screen.ts): the tab bar shows the
  // menu it kept, or the spec's, until BA015 answers.
  void firstScreen.done.then(() => {
    void stores.menu.load();
    void visits.recordChannelVisit(stores.app.channel, stores.user.info?.id ?? '');
    if (inlined) void syncServerClock(config.gatewayBaseURL);
  });
  return () => {
    firstScreen.cancel();
    root.unmount();
  };
}
