import { resolveBindings, type BindingContext } from './bindings';
import { SourceState, type DataSourceSpec, type Fetcher } from './data-source';

/** The data sources of one page view: page sources shared by name, inline ones by their request. */
export class SourceCache {
  private readonly states = new Map<string, SourceState>();

  constructor(
    private readonly pageSources: Readonly<Record<string, DataSourceSpec>>,
    private readonly fetcher: Fetcher,
    private readonly ctx: BindingContext,
  ) {}

  /** The state for a block's `data` (a page source name or an inline source); undefined for an unknown name. */
  get(data: string | DataSourceSpec): SourceState | undefined {
    const spec = typeof data === 'string' ? this.pageSources[data] : data;
    if (!spec) return undefined;
    const params = resolveBindings(spec.params ?? {}, this.ctx);
    const key = typeof data === 'string' ? `name:${data}` : `api:${JSON.stringify([spec.api, params, spec.path])}`;
    let state = this.states.get(key);
    if (!state) {
      state = new SourceState(spec, params, this.fetcher);
      this.states.set(key, state);
    }
    return state;
  }
}
