import type { ActionHost } from './host';
import type { InFlight } from './in-flight';

/** What every handler gets besides its action: the host and the shared in-flight guard. */
export interface ActionContext {
  host: ActionHost;
  inFlight: InFlight;
}

/** Carries out one kind of action. May reject: the dispatcher reports and swallows the error. */
export type Handler<A> = (action: A, ctx: ActionContext) => Promise<void> | void;
