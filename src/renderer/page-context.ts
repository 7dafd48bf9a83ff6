import { createContext, useContext, type ReactNode } from 'react';
import type { BlockSchema } from './block-schema';
import type { BindingContext } from './bindings';
import type { RendererEnv } from './env';
import type { SourceCache } from './source-cache';
import type { ObserveNear } from '@/lib/observe-near';

/** Everything blocks of one page share; the value changes only when the route changes. */
export interface PageContextValue {
  env: RendererEnv;
  bindings: BindingContext;
  sources: SourceCache;
  /**
   * Loads the named sources of the page's current SourceCache again (a `call` action's `reload`);
   * returns the names the page does not define. The same function for the page's whole life, also
   * when its sources are replaced (pull-to-refresh), so a widget's onAction can stay the same.
   */
  reloadSources(names: readonly string[]): string[];
  observeNear: ObserveNear;
  /** The page was checked at build time (a bundled page): blocks get their props' defaults without re-validating them. */
  checkedAtBuild: boolean;
  /** Renders child blocks, one node per block (for widget slots). */
  renderSlots(blocks: readonly BlockSchema[], pointer: string): ReactNode[];
}

/** The page's context; BlockView reads it as its contextType, everything else with usePageContext. */
export const PageContext = createContext<PageContextValue | null>(null);

export const PageContextProvider = PageContext.Provider;

export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('[qsh renderer] a block was rendered outside <PageView>.');
  return value;
}
