import { createContext, useContext, type ReactNode } from 'react';
import type { BlockSchema } from './block-schema';
import type { BindingContext } from './bindings';
import type { RendererEnv } from './env';
import type { SourceCache } from './source-cache';

/** Watches an element; calls back once when it comes near the viewport. Returns a cleanup. */
export type ObserveNear = (element: Element, onNear: () => void) => () => void;

/** Everything blocks of one page share; the value changes only when the route changes. */
export interface PageContextValue {
  env: RendererEnv;
  bindings: BindingContext;
  sources: SourceCache;
  observeNear: ObserveNear;
  /** The page was checked at build time (a bundled page): blocks get their props' defaults without re-validating them. */
  checkedAtBuild: boolean;
  /** Renders child blocks, one node per block (for widget slots). */
  renderSlots(blocks: readonly BlockSchema[], pointer: string): ReactNode[];
}

const PageContext = createContext<PageContextValue | null>(null);

export const PageContextProvider = PageContext.Provider;

export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('[qsh renderer] a block was rendered outside <PageView>.');
  return value;
}
