/**
 * The gateway client's one way onto the network: the browser's fetch, with the client's timeout
 * and the caller's cancel signal. Its failures are the catalogue's transport kinds
 * (docs/platform-services.md); a body that is not JSON is passed on as text.
 */

/** What the client needs of fetch (tests pass their own). */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** A call that got no 2xx answer: no connection, no answer in time, cancelled by the caller, or an HTTP error status. */
export class WireError extends Error {
  constructor(
    readonly kind: 'network' | 'timeout' | 'canceled' | 'http',
    readonly status?: number,
  ) {
    super(status === undefined ? kind : `${kind} ${status}`);
    this.name = 'WireError';
  }
}

export interface WireRequest<T> {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs: number;
  /** Reads a 2xx answer's body. */
  read: (response: Response) => Promise<T>;
}

/** A JSON body, or its text when it is not JSON (the catalogue then treats it as no envelope). */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One request; rejects with a WireError. The timeout covers the whole answer, body included. */
export async function wireRequest<T>(fetchFn: FetchLike, url: string, req: WireRequest<T>): Promise<{ data: T; headers: Headers }> {
  if (req.signal?.aborted) throw new WireError('canceled');
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, req.timeoutMs);
  const cancel = () => controller.abort();
  req.signal?.addEventListener('abort', cancel, { once: true });
  try {
    const response = await fetchFn(url, {
      method: req.method,
      headers: req.body === undefined ? req.headers : { 'Content-Type': 'application/json', ...req.headers },
      ...(req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
      signal: controller.signal,
    });
    if (!response.ok) throw new WireError('http', response.status);
    return { data: await req.read(response), headers: response.headers };
  } catch (error) {
    if (error instanceof WireError) throw error;
    if (timedOut) throw new WireError('timeout');
    if (req.signal?.aborted) throw new WireError('canceled');
    throw new WireError('network');
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', cancel);
  }
}
