import { expect, it, vi } from 'vitest';
import { RootStore, memoryStorage } from '@/stores';
import { clearPrefetched, prefetchRoute, takePrefetched } from './prefetch';
import { SourceCache } from './source-cache';

function context() {
  const stores = new RootStore({ storage: memoryStorage(), gateway: { call: () => Promise.reject(new Error('none')) } as never, app: { variant: 'official', shell: 'browser' } });
  return { query: { id: '7' }, params: {}, user: stores.user, app: stores.app };
}
const spec = { api: 'XX001', params: { id: { $query: 'id' } }, path: 'html' };

it('a page takes the answer its route prefetched: ready in its first render, with no second request', async () => {
  const ctx = context();
  const prefetch = vi.fn(() => Promise.resolve({ html: '<p>hi</p>' }));
  prefetchRoute('notice', [spec], ctx, prefetch);
  prefetchRoute('notice', [spec], ctx, prefetch); // a re-render starts nothing new
  await Promise.resolve();
  const fetcher = vi.fn(() => Promise.resolve({ html: 'again' }));
  const cache = new SourceCache({ notice: spec }, fetcher, ctx, (api, fields) => takePrefetched(ctx.user, 'notice', api, fields));
  expect(cache.get('notice')!.getSnapshot()).toEqual({ status: 'ready', data: '<p>hi</p>' });
  expect(prefetch).toHaveBeenCalledTimes(1);
  expect(fetcher).not.toHaveBeenCalled();
  // A reload (pull-to-refresh, a `call` action) asks the gateway again.
  cache.get('notice')!.load();
  expect(fetcher).toHaveBeenCalledTimes(1);
});

it('an answer still on its way is followed, and another route, other fields or another session are not taken', async () => {
  const ctx = context();
  let answer: (value: unknown) => void = () => undefined;
  prefetchRoute('notice', [spec], ctx, () => new Promise((resolve) => (answer = resolve)));
  expect(takePrefetched(ctx.user, 'other', 'XX001', { id: '7' })).toBeUndefined();
  expect(takePrefetched(ctx.user, 'notice', 'XX001', { id: '8' })).toBeUndefined();
  expect(takePrefetched(context().user, 'notice', 'XX001', { id: '7' })).toBeUndefined();
  const fetcher = vi.fn(() => Promise.resolve({ html: 'again' }));
  const cache = new SourceCache({ notice: spec }, fetcher, ctx, (api, fields) => takePrefetched(ctx.user, 'notice', api, fields));
  const state = cache.get('notice')!;
  expect(state.getSnapshot()).toEqual({ status: 'loading' });
  const quiet = cache.whenQuiet();
  answer({ html: '<p>late</p>' });
  await quiet; // the page counts the adopted request as its own
  await vi.waitFor(() => expect(state.getSnapshot()).toEqual({ status: 'ready', data: '<p>late</p>' }));
  expect(fetcher).not.toHaveBeenCalled();
});

it('an answer belongs to the session that asked: after a login it is not taken', () => {
  const ctx = context();
  prefetchRoute('notice', [spec], ctx, () => Promise.resolve({ html: 'guest' }));
  ctx.user.setToken('t1');
  expect(takePrefetched(ctx.user, 'notice', 'XX001', { id: '7' })).toBeUndefined();
  clearPrefetched(ctx.user);
});
