export { PageView, type PageSchema, type PageViewProps } from './page-view';
export { RendererEnvProvider, useRendererEnv, type RendererEnv, type RendererReport } from './env';
export { routeSchema, type RouteMeta } from './route.schema';
export type { BlockSchema } from './block-schema';
export type { When, GrantCheck } from './conditions';
export type { Binding, BindingContext } from './bindings';
export type { DataSourceSpec } from './data-source';
export { evaluateWhen } from './conditions';
export { resolveBindings } from './bindings';
