import type { ActionHost } from './host';
import type { InFlight } from './in-flight';

/** Where an action was emitted: the page it came from (absent for taps outside a page, e.g. the nav bar). */
export interface ActionScope {
  /** Loads the named data sources of the page again (unknown names are reported). */
  reload(sources: readonly string[]): void;
}

/** What every handler gets besides its action: the host, the shared in-flight guard, and the emitting page. */
export interface ActionContext {
  host: ActionHost;
  inFlight: InFlight;
  scope?: ActionScope;
}

/** Carries out one kind of action. May reject: the dispatcher reports and swallows the error. */
export type Handler<A> = (action: A, ctx: ActionContext) => Promise<void> | void;
