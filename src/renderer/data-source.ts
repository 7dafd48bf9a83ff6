import { readPath } from '@/lib/json';
import type { ApiSourceSpec, StaticSourceSpec } from './schema/data-source.schema';

export type { ApiSourceSpec, StaticSourceSpec } from './schema/data-source.schema';

/** A data source as written in a page schema: a gateway call or static data (types from src/renderer/schema/data-source.schema.ts). */
export type DataSourceSpec = ApiSourceSpec | StaticSourceSpec;

/** Where a block's data is in its life. `more` is set when the data is a page of a paged list. */
export type SourceSnapshot =
  | { status: 'loading' }
  | { status: 'ready'; data: unknown; more?: boolean }
  | { status: 'error'; error: unknown };

/** Calls the gateway for one data source. */
export type Fetcher = (api: string, params: Record<string, unknown>) => Promise<unknown>;

/** True for static data (`{"value": ...}`): no call, ready at once. */
export function isStaticSource(spec: DataSourceSpec): spec is StaticSourceSpec {
  return typeof spec === 'object' && spec !== null && 'value' in spec;
}

/** One page of a paged list as the gateway's list apiCodes answer it (MM006, CR005, GD002, …). */
export interface ListPage {
  list: unknown[];
  total?: number;
  pageNum: number;
  pageSize: number;
}

/** True when data is a page of a paged list: `{list, pageNum, pageSize}` (and usually `total`). */
export function isListPage(data: unknown): data is ListPage {
  if (!data || typeof data !== 'object') return false;
  const page = data as Partial<ListPage>;
  return Array.isArray(page.list) && Number.isInteger(page.pageNum) && Number.isInteger(page.pageSize) && (page.pageSize ?? 0) > 0;
}

/** Whether another page follows: fewer items than `total`, or (without a total) the last page was full. */
function hasMore(all: ListPage, last: unknown[]): boolean {
  if (last.length === 0) return false;
  return typeof all.total === 'number' ? all.list.length < all.total : last.length >= all.pageSize;
}

const ready = (data: unknown): SourceSnapshot => (isListPage(data) ? { status: 'ready', data, more: hasMore(data, data.list) } : { status: 'ready', data });

/**
 * One data source's state with subscribers (for useSyncExternalStore): only its blocks re-render.
 * Static data is ready at once. A source that answers a page of a list (`{list, total, pageNum,
 * pageSize}`) pages: `loadMore` asks for the next `pageNum` with the same params and `pageSize`
 * and appends its items, so the widget always gets one list of everything loaded; `load` starts
 * again at the first page.
 */
export class SourceState {
  private snapshot: SourceSnapshot;
  private readonly listeners = new Set<() => void>();
  private started = false;
  private run = 0;
  private paging: Promise<void> | undefined;

  constructor(
    private readonly spec: DataSourceSpec,
    private readonly params: Record<string, unknown>,
    private readonly fetcher: Fetcher,
  ) {
    this.snapshot = isStaticSource(spec) ? { status: 'ready', data: spec.value } : { status: 'loading' };
  }

  /** The apiCode this source calls; undefined for static data. */
  get api(): string | undefined {
    return isStaticSource(this.spec) ? undefined : this.spec.api;
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    if (!this.started) this.load();
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.snapshot;

  readonly load = () => {
    const spec = this.spec;
    this.started = true;
    if (isStaticSource(spec)) return;
    this.follow(this.fetcher(spec.api, this.params));
  };

  /**
   * Takes a request started for this source before its page rendered (a route's prefetch) instead
   * of sending one: an answer that has already arrived is the state at once (drawn in the block's
   * first commit, no skeleton). Call before anyone subscribes.
   */
  adopt(answer: Promise<unknown>, outcome?: { data: unknown } | { error: unknown }): void {
    this.started = true;
    if (!outcome) return this.follow(answer);
    ++this.run;
    this.snapshot = 'data' in outcome ? ready(this.pick(outcome.data)) : { status: 'error', error: outcome.error };
  }

  private follow(answer: Promise<unknown>) {
    const run = ++this.run;
    this.paging = undefined;
    if (this.snapshot.status !== 'loading') this.set({ status: 'loading' });
    answer.then(
      (data) => run === this.run && this.set(ready(this.pick(data))),
      (error: unknown) => run === this.run && this.set({ status: 'error', error }),
    );
  }

  /**
   * Loads the next page of a paged list and appends it; resolves at once when there is none.
   * Rejects with the gateway error when the page fails (the items so far stay). Concurrent calls
   * share one request; a `load` meanwhile discards the page.
   */
  readonly loadMore = (): Promise<void> => {
    this.paging ??= this.nextPage().finally(() => {
      this.paging = undefined;
    });
    return this.paging;
  };

  private async nextPage(): Promise<void> {
    const current = this.snapshot;
    const spec = this.spec;
    if (isStaticSource(spec) || current.status !== 'ready' || !current.more || !isListPage(current.data)) return;
    const run = this.run;
    const page = current.data;
    const answer = this.pick(await this.fetcher(spec.api, { ...this.params, pageNum: page.pageNum + 1, pageSize: page.pageSize }));
    if (run !== this.run) return;
    if (!isListPage(answer)) throw new Error(`[qsh renderer] ${spec.api} answered page ${page.pageNum + 1} without {list, pageNum, pageSize}`);
    const all: ListPage = { ...answer, list: [...page.list, ...answer.list] };
    this.set({ status: 'ready', data: all, more: hasMore(all, answer.list) });
  }

  private pick(data: unknown): unknown {
    return !isStaticSource(this.spec) && this.spec.path ? readPath(data, this.spec.path) : data;
  }

  private set(snapshot: SourceSnapshot) {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}

/** True when data means "nothing to show": none, an empty string, an empty list or `{list: []}`. */
export function isEmptyData(data: unknown): boolean {
  if (data === undefined || data === null || data === '') return true;
  if (Array.isArray(data)) return data.length === 0;
  const list = typeof data === 'object' ? (data as { list?: unknown }).list : undefined;
  return Array.isArray(list) && list.length === 0;
}
