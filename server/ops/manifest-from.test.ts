import { describe, expect, it } from 'vitest';
import { manifestFrom, type LivePage } from './pages-store';

const live = (page: unknown): LivePage => ({ id: 1, route: '/activity/zone', version: 2, hash: 'a'.repeat(32), start: null, end: null, publishedBy: 'ops', publishedAt: 0, rolledBackAt: null, page });

describe('the manifest of published pages', () => {
  it('carries a page’s titleQuery, so the app titles a new route from its link', () => {
    const page = { route: { path: '/activity/zone', name: 'activityZone', login: 'optional', query: ['title'] }, title: '活动专区', titleQuery: 'title', blocks: [] };
    expect(manifestFrom([live(page)])['/activity/zone']).toEqual({ version: 2, hash: 'a'.repeat(32), name: 'activityZone', login: 'optional', title: '活动专区', titleQuery: 'title' });
  });

  it('leaves titleQuery out for a page without one', () => {
    const page = { route: { path: '/activity/zone', name: 'activityZone', login: 'optional' }, title: '活动专区', blocks: [] };
    expect(manifestFrom([live(page)])['/activity/zone']).not.toHaveProperty('titleQuery');
  });
});
