import { resolveBindings, type BindingContext } from './bindings';
import { isStaticSource, SourceState, type DataSourceSpec, type Fetcher } from './data-source';
import type { Prefetched } from './prefetch';

/** A request for this page started before it rendered (the route's prefetch), taken once; undefined when there is none. */
export type TakePrefetched = (api: string, params: Record<string, unknown>) => Prefetched | undefined;

/** The data sources of one page view: page sources shared by name, inline ones by their request. */
export class SourceCache {
  private readonly states = new Map<string, SourceState>();
  private readonly statics = new WeakMap<object, SourceState>();
  private readonly fetcher: Fetcher;
  private inFlight = 0;
  private quietWaiters: (() => void)[] = [];

  constructor(
    private readonly pageSources: Readonly<Record<string, DataSourceSpec>>,
    fetcher: Fetcher,
    private readonly ctx: BindingContext,
    private readonly prefetched?: TakePrefetched,
  ) {
    this.fetcher = (api, params) => this.track(fetcher(api, params));
  }

  private track(answer: Promise<unknown>): Promise<unknown> {
    this.inFlight += 1;
    return answer.finally(() => {
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const resolve of this.quietWaiters.splice(0)) resolve();
    });
  }

  /** Resolves when none of this page's data requests is in flight (at once when none is). */
  whenQuiet(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.quietWaiters.push(resolve));
  }

  /** Loads the named page sources again (a `call` action's `reload`); returns the names the page does not define. */
  reload(names: readonly string[]): string[] {
    const unknown = names.filter((name) => !this.pageSources[name]);
    for (const name of names) this.states.get(`name:${name}`)?.load();
    return unknown;
  }

  /**
   * The state for a block's `data` (a page source name or an inline source); undefined for an unknown
   * name. Static data (`{"value": ...}`) is ready at once and never calls the gateway.
   */
  get(data: string | DataSourceSpec): SourceState | undefined {
    const spec = typeof data === 'string' ? this.pageSources[data] : data;
    if (!spec) return undefined;
    if (isStaticSource(spec)) {
      let state = this.statics.get(spec);
      if (!state) {
        state = new SourceState(spec, {}, this.fetcher);
        this.statics.set(spec, state);
      }
      return state;
    }
    const params = resolveBindings(spec.params ?? {}, this.ctx);
    const key = typeof data === 'string' ? `name:${data}` : `api:${JSON.stringify([spec.api, params, spec.path])}`;
    let state = this.states.get(key);
    if (!state) {
      state = new SourceState(spec, params, this.fetcher);
      this.states.set(key, state);
      // A request the route started with its navigation is this source's first load.
      const early = this.prefetched?.(spec.api, params);
      if (early) state.adopt(early.outcome ? early.answer : this.track(early.answer), early.outcome);
    }
    return state;
  }
}
