import { useEffect, useMemo, useRef } from 'react';
import { unstable_HistoryRouter as HistoryRouter, type RouteObject } from 'react-router-dom';
import { RendererEnvProvider, type RendererEnv } from '@/renderer/env';
import { StoreProvider, type RootStore } from '@/stores';
import { createImagePolicy, ImagePolicyProvider } from '@/ui/safe-image';
import { AppEnvProvider, reportProblem, type AppEnv } from './app-env';
import { nativeHost } from './boot/native-host';
import type { AppRouter } from './navigation';
import { AppRoutes } from './router';

export type { AppRouter };

export interface AppProps {
  env: AppEnv;
  stores: RootStore;
  router: AppRouter;
  /** The route tree (createAppRoutes). */
  routes: RouteObject[];
  /** Called once, after the first render has reached the screen (e.g. to ask the app for its bundle id). */
  onMounted?: () => void;
}

/** The React tree: stores, app services and renderer environment around the router. */
export function App({ env, stores, router, routes, onMounted }: AppProps) {
  const mounted = useRef(onMounted);
  useEffect(() => mounted.current?.(), []);
  const rendererEnv = useMemo<RendererEnv>(
    () => ({
      gateway: env.gateway,
      native: nativeHost(env.bridge),
      dispatch: env.dispatch,
      mode: env.mode,
      report: (report) => reportProblem(env, report),
      ...(env.onFirstScreen ? { onFirstScreen: env.onFirstScreen } : {}),
    }),
    [env],
  );
  // Images from hosts not in the runtime config's imageHosts are not requested; each refused origin is reported once.
  const imagePolicy = useMemo(
    () => createImagePolicy(env.config.imageHosts, window.location.origin, (origin) => reportProblem(env, { pointer: '', message: `image host not allowed: ${origin}` })),
    [env],
  );
  return (
    <StoreProvider value={stores}>
      <AppEnvProvider value={env}>
        <RendererEnvProvider value={rendererEnv}>
          <ImagePolicyProvider value={imagePolicy}>
            <HistoryRouter history={router.history}>
              <AppRoutes routes={routes} />
            </HistoryRouter>
          </ImagePolicyProvider>
        </RendererEnvProvider>
      </AppEnvProvider>
    </StoreProvider>
  );
}
