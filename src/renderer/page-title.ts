import { useEffect } from 'react';
import { readPath } from '@/lib/json';
import type { PageSchema } from './schema/types';
import type { SourceCache } from './source-cache';

/**
 * The page-title binding (`titleFrom`): follows the named data source and reports the text at
 * `path` each time it answers with a non-empty one. Nothing is reported while it loads or fails,
 * so the nav bar keeps the page's `title`.
 */
export function usePageTitle(titleFrom: PageSchema['titleFrom'], sources: SourceCache, onTitle: ((title: string) => void) | undefined): void {
  const name = titleFrom?.data;
  const path = titleFrom?.path;
  useEffect(() => {
    if (!name || !path || !onTitle) return undefined;
    const state = sources.get(name);
    if (!state) return undefined;
    const report = () => {
      const snapshot = state.getSnapshot();
      if (snapshot.status !== 'ready') return;
      const value = readPath(snapshot.data, path);
      if (typeof value === 'string' && value.trim()) onTitle(value.trim());
    };
    const unsubscribe = state.subscribe(report);
    report();
    return () => void unsubscribe();
  }, [name, path, sources, onTitle]);
}
