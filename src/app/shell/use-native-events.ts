import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { bindNativeCommands } from '@/services/bridge';
import { useStores } from '@/stores/context';
import { useAppEnv } from '../app-env';
import { isKnownPath } from '../route-table';
import { useGoBack } from './use-go-back';

/** Handles what the native app asks of the page: route replacement, reload, tab bar, back. */
export function useNativeEvents(): void {
  const { bridge, routes } = useAppEnv();
  const { app } = useStores();
  const navigate = useNavigate();
  const goBack = useGoBack();

  useEffect(
    () =>
      bindNativeCommands(bridge, {
        replaceRoute: (path) => {
          if (isKnownPath(path, routes)) navigate(path, { replace: true });
          else console.warn('[qsh app] getH5Url ignored: not a route of this app', path);
        },
        reload: () => window.location.reload(),
        showTabBar: () => app.setTabbarVisible(true),
        goBack,
      }),
    [app, bridge, goBack, navigate, routes],
  );
}
