/** The renderer's public surface: the page view, its environment, and the schema types it reads. */
export { PageView, type PageSchema, type PageViewProps } from './page-view';
export { preloadWidgetTypes } from './preload';
export { prefetchRoute } from './prefetch';
export type { PrefetchRequest } from './prefetch-plan';
export { RendererEnvProvider, type RendererEnv, type RendererReport } from './env';
export type { RouteMeta } from './route.schema';
export type { BlockSchema } from './block-schema';
export type { When, GrantCheck } from './conditions';
export type { Binding, BindingContext } from './bindings';
export type { DataSourceSpec } from './data-source';
