import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageView, type PageSchema } from '@/renderer';
import type { PageRouteEntry } from '../route-table';
import { useAppEnv } from '../app-env';
import { AppNavBar, NavBarAction } from './app-nav-bar';
import { navBarColours, pageThemeStyle } from './page-theme';
import { usePageLocation } from './page-location';
import { titleOf } from './page-title';

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
  // The title from the page's data (titleFrom), once it has answered; the schema's title until then.
  const [dataTitle, setDataTitle] = useState<string>();
  const onTitle = useCallback((title: string) => {
    setDataTitle(title);
    document.title = title;
  }, []);

  const query = useMemo(() => Object.fromEntries(new URLSearchParams(location.search)), [location.search]);
  const pathParams = useMemo(
    () => Object.fromEntries(Object.entries(params).filter((kv): kv is [string, string] => typeof kv[1] === 'string')),
    [params],
  );

  return (
    <div className="app-page" data-route={entry.name} style={pageThemeStyle(page.theme)}>
      {!navBar.hidden && (
        <AppNavBar title={dataTitle ?? titleOf({ title: page.title, ...(page.titleQuery ? { titleQuery: page.titleQuery } : {}) }, location.search)} back={navBar.back ?? !entry.tabBar} {...navBarColours(page)} right={<NavRight right={navBar.right} />} />
      )}
      {/* Bundled pages were checked by `npm run build`; a published page (runtime-pages/, `runtime: true`) was not: its props are validated. */}
      <PageView page={page} query={query} params={pathParams} checkedAtBuild={(page as { runtime?: unknown }).runtime !== true} {...(page.titleFrom ? { onTitle } : {})} />
    </div>
  );
}
