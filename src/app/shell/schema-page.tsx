import { reaction } from 'mobx';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageView, type PageSchema } from '@/renderer';
import { useStores } from '@/stores/context';
import type { PageRouteEntry } from '../route-table';
import { AppNavBar } from './app-nav-bar';
import { usePageLocation } from './page-location';

export interface SchemaPageProps {
  entry: PageRouteEntry;
  page: PageSchema;
}

/** One route: its nav bar and its schema rendered by the renderer. */
export function SchemaPage({ entry, page }: SchemaPageProps) {
  const location = usePageLocation();
  const params = useParams();
  const { user } = useStores();
  const [version, setVersion] = useState(0);

  // Only the visible page reacts: effects of a hidden <Activity> page are unmounted.
  useEffect(() => reaction(() => user.reloadFlag, () => setVersion((v) => v + 1)), [user]);
  useEffect(() => {
    document.title = page.title;
  }, [page.title]);

  const query = useMemo(() => Object.fromEntries(new URLSearchParams(location.search)), [location.search]);
  const pathParams = useMemo(
    () => Object.fromEntries(Object.entries(params).filter((kv): kv is [string, string] => typeof kv[1] === 'string')),
    [params],
  );

  return (
    <div className="app-page" data-route={entry.name}>
      <AppNavBar title={page.title} back={!entry.tabBar} />
      <PageView key={version} page={page} query={query} params={pathParams} />
    </div>
  );
}
