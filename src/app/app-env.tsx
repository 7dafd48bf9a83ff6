import { createContext, useContext } from 'react';
import type { OnAction } from '@/actions/types';
import type { Bridge } from '@/services/bridge/types';
import type { RuntimeConfig } from '@/services/config';
import type { Gateway } from '@/services/gateway/types';

/** What the app shell needs from boot: the one bridge, the one gateway, the one dispatcher. */
export interface AppEnv {
  bridge: Bridge;
  gateway: Gateway;
  dispatch: OnAction;
  mode: 'development' | 'production';
  /** The runtime config read at start (/app-config.json). */
  config: RuntimeConfig;
}

const AppEnvContext = createContext<AppEnv | null>(null);

export const AppEnvProvider = AppEnvContext.Provider;

export function useAppEnv(): AppEnv {
  const env = useContext(AppEnvContext);
  if (!env) throw new Error('[qsh app] useAppEnv() used outside <AppEnvProvider>.');
  return env;
}
