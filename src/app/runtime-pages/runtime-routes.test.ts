import { describe, expect, it, vi } from 'vitest';
import type { PageRouteEntry } from '../route-table';
import type { ManifestEntry } from './manifest';
import { NOT_FOUND_BODY, withRuntimePages } from './runtime-routes';

const HASH = 'a'.repeat(32);
const bundledPage = { route: { path: '/activity/bigWheel', name: 'activityBigWheel', login: 'optional' }, title: '幸运大转盘', blocks: [] };
const bundled: PageRouteEntry[] = [{ path: '/activity/bigWheel', name: 'activityBigWheel', login: 'optional', title: '幸运大转盘', tabBar: false, load: async () => ({ default: bundledPage }) }];
const newYear = { route: { path: '/activity/newYear', name: 'activityNewYear', login: 'optional' }, title: '新年狂欢季', blocks: [{ type: 'text', props: { text: '新年好' } }] };
const entry = (over: Partial<ManifestEntry> = {}): ManifestEntry => ({ version: 3, hash: HASH, name: 'activityNewYear', login: 'optional', title: '新年狂欢季', ...over });

function setup(manifest: Record<string, ManifestEntry>, answer: () => Response | Promise<Response>, now = 1000) {
  const report = vi.fn();
  const fetchImpl = vi.fn(async () => answer()) as unknown as typeof fetch;
  const routes = withRuntimePages(bundled, manifest, { baseURL: '', now: () => now, report, fetchImpl });
  const load = (path: string) => routes.find((r) => r.path === path)!.load();
  return { routes, report, fetchImpl, load };
}

describe('published pages in the route table', () => {
  it('adds a new operator route that renders the published version, marked runtime for the renderer', async () => {
    const { routes, load, fetchImpl } = setup({ '/activity/newYear': entry() }, () => Response.json(newYear));
    expect(routes.map((r) => r.path)).toEqual(['/activity/bigWheel', '/activity/newYear']);
    const page = (await load('/activity/newYear')).default as { title: string; runtime?: boolean };
    expect(page.title).toBe('新年狂欢季');
    expect(page.runtime).toBe(true);
    expect(Object.keys(page)).not.toContain('runtime');
    expect(fetchImpl).toHaveBeenCalledWith(`/utd/pages/v/${HASH}`, expect.anything());
  });

  it('a new route keeps the manifest’s titleQuery, so its document title follows the link as its nav bar does', () => {
    const { routes } = setup({ '/activity/newYear': entry({ titleQuery: 'title' }) }, () => Response.json(newYear));
    expect(routes.find((r) => r.path === '/activity/newYear')).toMatchObject({ title: '新年狂欢季', titleQuery: 'title' });
  });

  it('overrides a bundled page with its published version', async () => {
    const override = { ...bundledPage, title: '幸运大转盘 新年版' };
    const { load } = setup({ '/activity/bigWheel': entry({ name: 'activityBigWheel' }) }, () => Response.json(override));
    expect(((await load('/activity/bigWheel')).default as { title: string }).title).toBe('幸运大转盘 新年版');
  });

  it('falls back to the bundled page and reports a version that fails validation', async () => {
    const { load, report } = setup({ '/activity/bigWheel': entry({ name: 'activityBigWheel' }) }, () => Response.json({ route: bundledPage.route, blocks: 'not a list' }));
    expect((await load('/activity/bigWheel')).default).toBe(bundledPage);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ pointer: '', message: expect.stringContaining('published page /activity/bigWheel: version 3 is not a valid page') }));
  });

  it('shows not-found for a new route whose version fails to load, and reports it', async () => {
    const { load, report } = setup({ '/activity/newYear': entry() }, () => new Response('gone', { status: 404 }));
    expect(await load('/activity/newYear')).toBe(NOT_FOUND_BODY);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('failed to load: HTTP 404') }));
  });

  it('does not show a version whose schedule has ended on the server clock', async () => {
    const { load, report, fetchImpl } = setup({ '/activity/bigWheel': entry({ name: 'activityBigWheel', until: 500 }) }, () => Response.json(bundledPage), 1000);
    expect((await load('/activity/bigWheel')).default).toBe(bundledPage);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('version 3 ended') }));
  });

  it('takes the version the gateway checked and served with the HTML instead of fetching it, and draws it as a bundled page (no second check)', async () => {
    const fetchImpl = vi.fn(async () => Response.json(newYear)) as unknown as typeof fetch;
    const inline = { route: '/activity/newYear', hash: HASH, page: structuredClone(newYear) };
    const routes = withRuntimePages(bundled, { '/activity/newYear': entry() }, { baseURL: '', now: () => 0, report: vi.fn(), fetchImpl, inline });
    const page = (await routes[1]!.load()).default as { title: string; runtime?: boolean };
    expect(page.title).toBe('新年狂欢季');
    expect(page.runtime).toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fetches the version when the one in the HTML is of another hash or route (the manifest names what is live)', async () => {
    for (const inline of [{ route: '/activity/newYear', hash: 'c'.repeat(32), page: { ...newYear, title: '旧版' } }, { route: '/activity/other', hash: HASH, page: { ...newYear, title: '旧版' } }]) {
      const fetchImpl = vi.fn(async () => Response.json(newYear)) as unknown as typeof fetch;
      const routes = withRuntimePages(bundled, { '/activity/newYear': entry() }, { baseURL: '', now: () => 0, report: vi.fn(), fetchImpl, inline });
      expect(((await routes[1]!.load()).default as { title: string }).title).toBe('新年狂欢季');
      expect(fetchImpl).toHaveBeenCalledWith(`/utd/pages/v/${HASH}`, expect.anything());
    }
  });
});
