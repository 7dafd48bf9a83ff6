import { createContext, useContext } from 'react';
import type { OnAction } from '@/actions/types';
import type { Gateway } from '@/services/gateway/types';

/** A problem the renderer contained instead of crashing the page. */
export interface RendererReport {
  /** JSON pointer of the block in its page schema, e.g. /blocks/3. */
  pointer: string;
  message: string;
  error?: unknown;
}

/** Host services the renderer and its widgets get from the app (amis-style environment). */
export interface RendererEnv {
  gateway: Pick<Gateway, 'callRaw'>;
  dispatch: OnAction;
  mode: 'development' | 'production';
  report(report: RendererReport): void;
}

const RendererEnvContext = createContext<RendererEnv | null>(null);

export const RendererEnvProvider = RendererEnvContext.Provider;

export function useRendererEnv(): RendererEnv {
  const env = useContext(RendererEnvContext);
  if (!env) throw new Error('[qsh renderer] useRendererEnv() used outside <RendererEnvProvider>.');
  return env;
}
