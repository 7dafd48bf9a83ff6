export { PageView, type PageSchema, type PageViewProps } from './page-view';
export { RendererEnvProvider, useRendererEnv, type RendererEnv, type RendererReport } from './env';
export { routeSchema, type RouteMeta } from './route.schema';
