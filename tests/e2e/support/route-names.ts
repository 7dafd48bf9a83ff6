import { fileURLToPath } from 'node:url';
import { matchRoutes } from 'react-router-dom';
import { readPageFiles } from '../../../build/page-files';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The bundled pages' routes (schemas/pages), as the app's router matches them: path pattern and route name. */
const routes = readPageFiles(ROOT).flatMap((file) => {
  const route = (file.json as { route?: { path?: unknown; name?: unknown } } | undefined)?.route;
  return typeof route?.path === 'string' && typeof route.name === 'string' ? [{ path: route.path, id: route.name }] : [];
});

/**
 * The route name of the bundled page the app shows at `path` (its `.app-page[data-route]`), or
 * undefined for a path no bundled page has (a page published under a new path, 页面不存在).
 */
export function routeNameOf(path: string): string | undefined {
  return matchRoutes(routes, new URL(path, 'http://app.test').pathname)?.at(-1)?.route.id;
}
