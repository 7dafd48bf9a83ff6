import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { Action } from '@/actions/types';
import { RootStore, memoryStorage, type AppStoreInit } from '@/stores';
import { StoreProvider } from '@/stores/context';
import { RendererEnvProvider, type RendererEnv } from '@/renderer/env';
import { PageView, type PageSchema } from '@/renderer/page-view';

/** Options of renderPage. */
export interface RenderPageOptions {
  mode?: RendererEnv['mode'];
  callRaw?: RendererEnv['gateway']['callRaw'];
  /** BA004 uploads (POST /utd/file/base64); without it widgets cannot upload. */
  callPath?: RendererEnv['gateway']['callPath'];
  native?: RendererEnv['native'];
  query?: Record<string, string>;
  params?: Record<string, string>;
  app?: Partial<AppStoreInit>;
  stores?: RootStore;
  /** Told the page's title from its data (`titleFrom`). */
  onTitle?: (title: string) => void;
  /** Render as a page checked at build time (a bundled page): props get defaults, no validation. */
  checkedAtBuild?: boolean;
}

/** A RootStore for one test, with a gateway that must not be called (or the `call` given, e.g. for SF003). */
export function testStores(app: Partial<AppStoreInit> = {}, call: (apiCode: string) => Promise<unknown> = () => Promise.reject(new Error('no gateway in this test'))): RootStore {
  const gateway = { call };
  return new RootStore({ storage: memoryStorage(), gateway: gateway as never, app: { variant: 'official', shell: 'browser', ...app } });
}

/** A page with the given blocks. */
export function pageOf(blocks: unknown[], extra: Partial<PageSchema> = {}): PageSchema {
  return { route: { path: '/t', name: 'test', login: 'none' }, title: '测试', blocks: blocks as PageSchema['blocks'], ...extra };
}

/** Renders a page with fresh stores and a recording env; returns what a test inspects. */
export function renderPage(page: PageSchema, options: RenderPageOptions = {}) {
  const stores = options.stores ?? testStores(options.app);
  const actions: Action[] = [];
  const env: RendererEnv = {
    gateway: { callRaw: options.callRaw ?? (() => Promise.resolve(undefined)), ...(options.callPath ? { callPath: options.callPath } : {}) },
    ...(options.native ? { native: options.native } : {}),
    dispatch: (action) => actions.push(action),
    mode: options.mode ?? 'development',
    report: vi.fn(),
  };
  const view = render(
    <StoreProvider value={stores}>
      <RendererEnvProvider value={env}>
        <PageView page={page} query={options.query ?? {}} params={options.params ?? {}} checkedAtBuild={options.checkedAtBuild ?? false} {...(options.onTitle ? { onTitle: options.onTitle } : {})} />
      </RendererEnvProvider>
    </StoreProvider>,
  );
  return { ...view, env, actions, stores, report: env.report as ReturnType<typeof vi.fn> };
}
