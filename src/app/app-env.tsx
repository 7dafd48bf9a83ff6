import { createContext, useContext } from 'react';
import type { ActionScope, OnAction } from '@/actions/types';
import type { Bridge } from '@/services/bridge/types';
import type { RuntimeConfig } from '@/services/config';
import type { Gateway } from '@/services/gateway/types';
import type { ProblemReporter } from '@/services/problem-reporter';
import type { RendererReport } from '@/renderer/env';

/** What the app shell needs from boot: the one bridge, the one gateway, the one dispatcher. */
export interface AppEnv {
  bridge: Bridge;
  gateway: Gateway;
  /** The one dispatcher; `scope` is the page that emitted the action (a `call`'s reload). */
  dispatch: (action: Parameters<OnAction>[0], scope?: ActionScope) => void;
  mode: 'development' | 'production';
  /** The runtime config read at start (/app-config.json). */
  config: RuntimeConfig;
  /** Sends contained problems to the gateway (BA030); left out in tests that do not check reporting. */
  reporter?: ProblemReporter;
  /** Told when a page has drawn its first screen (RendererEnv.onFirstScreen). */
  onFirstScreen?: () => void;
  /** Told when the customer leaves the page shown (back included): the app's own question on it, if any, is taken down. */
  onPageLeft?: () => void;
}

/**
 * What the renderer does with a problem it contained (env.report): always a console warning; in
 * production also a report to the gateway (BA030, batched, silent). Development shows the block's
 * red placeholder instead and sends nothing.
 */
export function reportProblem(env: Pick<AppEnv, 'mode' | 'reporter'>, report: RendererReport): void {
  console.warn(`[qsh renderer] ${report.pointer}: ${report.message}`, report.error ?? '');
  if (env.mode !== 'production') return;
  env.reporter?.report({ pointer: report.pointer, message: report.message, ...(report.apiCode ? { apiCode: report.apiCode } : {}) });
}

const AppEnvContext = createContext<AppEnv | null>(null);

export const AppEnvProvider = AppEnvContext.Provider;

export function useAppEnv(): AppEnv {
  const env = useContext(AppEnvContext);
  if (!env) throw new Error('[qsh app] useAppEnv() used outside <AppEnvProvider>.');
  return env;
}
