import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { PageView, type PageSchema } from '@/renderer';
import type { PageRouteEntry } from '../route-table';
import { useAppEnv } from '../app-env';
import { AppNavBar, NavBarAction } from './app-nav-bar';
import { usePageLocation } from './page-location';

export interface SchemaPageProps {
  entry: PageRouteEntry;
  page: PageSchema;
}

function NavRight({ right }: { right: NonNullable<PageSchema['navBar']>['right'] }) {
  const { dispatch } = useAppEnv();
  if (!right) return null;
  return <NavBarAction text={right.text} onClick={() => dispatch(right.action as Parameters<typeof dispatch>[0])} />;
}

/** One route: its nav bar (per the page's navBar options) and its schema rendered by the renderer. */
export function SchemaPage({ entry, page }: SchemaPageProps) {
  const location = usePageLocation();
  const params = useParams();
  const navBar = page.navBar ?? {};

  const query = useMemo(() => Object.fromEntries(new URLSearchParams(location.search)), [location.search]);
  const pathParams = useMemo(
    () => Object.fromEntries(Object.entries(params).filter((kv): kv is [string, string] => typeof kv[1] === 'string')),
    [params],
  );

  return (
    <div className="app-page" data-route={entry.name}>
      {!navBar.hidden && (
        <AppNavBar title={page.title} back={navBar.back ?? !entry.tabBar} background={navBar.background} right={<NavRight right={navBar.right} />} />
      )}
      <PageView page={page} query={query} params={pathParams} />
    </div>
  );
}
