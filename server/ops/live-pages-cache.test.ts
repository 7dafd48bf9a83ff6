import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db, TableNews } from '../db/db';
import { openDatabase } from '../db/open';
import { cachedLivePages, PUBLICATIONS_TABLE } from './live-pages-cache';
import { publish, rollback, saveVersion } from './pages-store';

const T0 = Date.UTC(2026, 10, 24, 8);
const TTL = 2_000;
let base: Db;
let operator: number;
let route = 0;

/** The database as the cache sees it: every query counted, and another process's news delivered by `hear`. */
function watched() {
  let queries = 0;
  const listeners: ((news: TableNews) => void)[] = [];
  const published: string[][] = [];
  const db: Db = {
    query: (sql, params) => {
      queries += 1;
      return base.query(sql, params);
    },
    transaction: (fn) => base.transaction(fn),
    close: () => Promise.resolve(),
    changes: {
      publish: (tables) => {
        published.push([...tables]);
        return Promise.resolve();
      },
      subscribe: (listener) => {
        listeners.push(listener);
        return () => undefined;
      },
    },
  };
  return { db, queries: () => queries, published, hear: (news: TableNews) => listeners.forEach((l) => l(news)) };
}

/** A route of its own per test, published with a page whose title names the version. */
async function publishNew(path: string, title: string, window: { start: number | null; end: number | null } = { start: null, end: null }) {
  const saved = await saveVersion(base, path, { route: { path, name: `cacheTest${route}` }, title, blocks: [] }, operator, T0);
  await publish(base, saved.id, path, window, operator, T0);
  return saved;
}
const titleAt = async (pages: Awaited<ReturnType<ReturnType<typeof cachedLivePages>['livePages']>>, path: string) =>
  (pages.find((p) => p.route === path)?.page as { title?: string } | undefined)?.title;
const nextRoute = () => `/activity/cacheTest${(route += 1)}`;

beforeAll(async () => {
  base = await openDatabase({});
  [{ id: operator }] = (await base.query<{ id: number }>("SELECT id FROM operators WHERE role = 'publisher' LIMIT 1")) as [{ id: number }];
}, 60_000);
afterAll(() => base.close());

it('serves the live pages from memory: a second read within the TTL asks the database nothing', async () => {
  const path = nextRoute();
  await publishNew(path, 'v1');
  const { db, queries } = watched();
  const live = cachedLivePages(db, TTL);
  expect(await titleAt(await live.livePages(T0), path)).toBe('v1');
  const asked = queries();
  expect(await titleAt(await live.livePages(T0 + 500), path)).toBe('v1');
  expect(queries()).toBe(asked);
});

it('sees a publication made elsewhere once the TTL has passed, not before', async () => {
  const path = nextRoute();
  const { db } = watched();
  const live = cachedLivePages(db, TTL);
  expect(await titleAt(await live.livePages(T0), path)).toBeUndefined();
  await publishNew(path, 'v1');
  expect(await titleAt(await live.livePages(T0 + TTL - 1), path)).toBeUndefined();
  expect(await titleAt(await live.livePages(T0 + TTL), path)).toBe('v1');
});

it('a publish or rollback through this process is seen by the next read, and the other processes are told', async () => {
  const path = nextRoute();
  await publishNew(path, 'v1');
  const { db, published } = watched();
  const live = cachedLivePages(db, TTL);
  expect(await titleAt(await live.livePages(T0), path)).toBe('v1');
  await publishNew(path, 'v2');
  await live.changed();
  expect(await titleAt(await live.livePages(T0 + 1), path)).toBe('v2');
  await rollback(base, path, T0 + 2);
  await live.changed();
  expect(await titleAt(await live.livePages(T0 + 3), path)).toBe('v1');
  expect(published).toEqual([[PUBLICATIONS_TABLE], [PUBLICATIONS_TABLE]]);
});

it("another process's news of page_publications (or of everything) drops the list; other tables' news does not", async () => {
  const path = nextRoute();
  await publishNew(path, 'v1');
  const { db, hear } = watched();
  const live = cachedLivePages(db, TTL);
  expect(await titleAt(await live.livePages(T0), path)).toBe('v1');
  await publishNew(path, 'v2');
  hear(['ads']);
  expect(await titleAt(await live.livePages(T0 + 1), path)).toBe('v1');
  hear([PUBLICATIONS_TABLE]);
  expect(await titleAt(await live.livePages(T0 + 2), path)).toBe('v2');
  await rollback(base, path, T0 + 3);
  hear('all');
  expect(await titleAt(await live.livePages(T0 + 4), path)).toBe('v1');
});

it('a scheduled start and end take effect on time, within the TTL', async () => {
  const path = nextRoute();
  const { db } = watched();
  await publishNew(path, 'timed', { start: T0 + 100, end: T0 + 200 });
  const live = cachedLivePages(db, TTL);
  expect(await titleAt(await live.livePages(T0), path)).toBeUndefined();
  expect(await titleAt(await live.livePages(T0 + 100), path)).toBe('timed');
  expect(await titleAt(await live.livePages(T0 + 200), path)).toBeUndefined();
});

it("parses a version's page once and no caller can change it for the next: changing it throws", async () => {
  const path = nextRoute();
  await publishNew(path, 'v1');
  const { db } = watched();
  const live = cachedLivePages(db, TTL);
  const first = (await live.livePages(T0)).find((p) => p.route === path)?.page as { title: string; blocks: unknown[] };
  expect(() => {
    first.title = 'changed by a caller';
  }).toThrow(TypeError);
  expect(() => first.blocks.push({ type: 'text' })).toThrow(TypeError);
  const second = (await live.livePages(T0 + 1)).find((p) => p.route === path)?.page;
  expect(second).toBe(first);
  expect(await titleAt(await live.livePages(T0 + 2), path)).toBe('v1');
});
