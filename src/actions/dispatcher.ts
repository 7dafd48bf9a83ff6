import type { Action } from './action.schema';
import { handleAd } from './ad';
import type { ActionContext, ActionScope, Handler } from './context';
import { handleFunctionEntry } from './function-entry';
import { parseAction } from './guard';
import type { ActionHost } from './host';
import { createInFlight } from './in-flight';
import { handleBack, handleCall, handleDialog, handleLogin, handleNavigate, handleOpenUrl, handleSwitchTab } from './plain';
import { handleProduct } from './product';
import { handleClearCache, handleLogout } from './session';

/** Carries out a tap (from the page `scope`, when a page emitted it). Takes untrusted input, never throws or rejects; problems go to `host.report`. */
export type Dispatch = (action: unknown, scope?: ActionScope) => Promise<void>;

/** One handler per action kind: a kind without a handler fails to compile. */
export type HandlerMap = { [K in Action['kind']]: Handler<Extract<Action, { kind: K }>> };

const HANDLERS: HandlerMap = {
  navigate: handleNavigate,
  back: handleBack,
  openUrl: handleOpenUrl,
  call: handleCall,
  login: handleLogin,
  dialog: handleDialog,
  switchTab: handleSwitchTab,
  product: handleProduct,
  ad: handleAd,
  functionEntry: handleFunctionEntry,
  logout: handleLogout,
  clearCache: handleClearCache,
};

function safeReport(host: ActionHost, message: string, detail: unknown): void {
  try {
    host.report(message, detail);
  } catch {
    // A broken logger must not turn a tap into an unhandled rejection.
  }
}

function run<K extends Action['kind']>(action: Extract<Action, { kind: K }>, ctx: ActionContext): Promise<void> | void {
  // TypeScript cannot correlate HANDLERS[action.kind] with action's own kind; the map type guarantees it.
  const handler = HANDLERS[action.kind as K] as Handler<Extract<Action, { kind: K }>>;
  return handler(action, ctx);
}

/**
 * Builds the app's one dispatcher. Input is checked against actionSchema (no runtime compile);
 * an unknown kind or malformed payload is only reported. Handler errors are reported and
 * swallowed, so `dispatch` always resolves.
 */
export function createDispatcher(host: ActionHost): Dispatch {
  const inFlight = createInFlight();
  return async (input, scope) => {
    const ctx: ActionContext = scope ? { host, inFlight, scope } : { host, inFlight };
    try {
      const parsed = parseAction(input);
      if (!parsed.ok) {
        safeReport(host, `${parsed.problem}; nothing happened`, { input, errors: parsed.errors });
        return;
      }
      await run(parsed.action, ctx);
    } catch (error) {
      safeReport(host, 'action failed', { input, error });
    }
  };
}
