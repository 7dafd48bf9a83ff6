import { readPath } from '@/lib/json';

/** A data source as written in a page schema. */
export interface DataSourceSpec {
  api: string;
  params?: Record<string, unknown>;
  path?: string;
}

/** Where a block's data is in its life. */
export type SourceSnapshot =
  | { status: 'loading' }
  | { status: 'ready'; data: unknown }
  | { status: 'error'; error: unknown };

/** Calls the gateway for one data source. */
export type Fetcher = (api: string, params: Record<string, unknown>) => Promise<unknown>;

/** One data source's state with subscribers (for useSyncExternalStore): only its blocks re-render. */
export class SourceState {
  private snapshot: SourceSnapshot = { status: 'loading' };
  private readonly listeners = new Set<() => void>();
  private started = false;
  private run = 0;

  constructor(
    private readonly spec: DataSourceSpec,
    private readonly params: Record<string, unknown>,
    private readonly fetcher: Fetcher,
  ) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    if (!this.started) this.load();
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.snapshot;

  readonly load = () => {
    this.started = true;
    const run = ++this.run;
    if (this.snapshot.status !== 'loading') this.set({ status: 'loading' });
    this.fetcher(this.spec.api, this.params).then(
      (data) => run === this.run && this.set({ status: 'ready', data: this.spec.path ? readPath(data, this.spec.path) : data }),
      (error: unknown) => run === this.run && this.set({ status: 'error', error }),
    );
  };

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
