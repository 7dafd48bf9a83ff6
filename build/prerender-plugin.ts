import type { Plugin, Rollup } from 'vite';
import type { prerenderRoute } from '../src/app/prerender-route';
import type { FirstScreen, prerenderFirstScreen } from '../src/renderer/prerender';
import type { PageSchema } from '../src/renderer/page-view';
import { previewMarkup } from '../src/renderer/preview';
import { PREVIEWS_FILE, withPreview, type RoutePreview } from '../server/http/previews';
import { readPageFiles } from './page-files';
import { chunksCss, isWidgetChunkOf, withSsrModules } from './prerender';

interface RendererModule {
  prerenderFirstScreen: typeof prerenderFirstScreen;
}
interface AppModule {
  prerenderRoute: typeof prerenderRoute;
}

const links = (files: readonly string[], base: string) => files.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`).join('');

/**
 * The render bench's pages: puts each listed HTML file's first-screen preview into it (its
 * leading static blocks drawn by the renderer, after the root, with the drawn widgets' CSS
 * linked in the head). `pages` maps an HTML file name (e.g. `schema.html`) to its page schema.
 */
export function previewInHtml(root: string, pages: Record<string, () => PageSchema>): Plugin {
  let base = '/';
  return {
    name: 'qsh-preview-in-html',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const name = Object.keys(pages).find((file) => ctx.filename.endsWith(`/${file}`));
        const page = name ? pages[name]?.() : undefined;
        const bundle = ctx.bundle;
        if (!page || !bundle) return html;
        const screen = await withSsrModules(root, async (load) => ((await load('/src/renderer/prerender.tsx')) as RendererModule).prerenderFirstScreen(page));
        if (!screen.html) return html;
        const css = chunksCss(bundle, isWidgetChunkOf(screen.types)).filter((file) => !html.includes(file));
        return withPreview(html, { head: links(css, base), body: previewMarkup(screen.html) });
      },
    },
  };
}

/** Pages that get a preview: a fixed path (no parameters) that a guest may open, and not a test page (it may turn out not found). */
export function previewable(page: PageSchema): boolean {
  return typeof page.route?.path === 'string' && !page.route.path.includes(':') && page.route.login !== 'required' && page.route.testOnly !== true;
}

/**
 * The app: draws the first screen of every page that starts with static blocks (as the app draws
 * it, nav bar included; src/app/prerender-route.tsx) and writes them to dist/previews.json with
 * the CSS they need (the app shell's and the drawn widgets'). The gateway's HTML handler puts a
 * route's preview into index.html (server/http/spa.ts).
 */
export function previewManifest(root: string): Plugin {
  let base = '/';
  return {
    name: 'qsh-preview-manifest',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle: Rollup.OutputBundle) {
      const pages = readPageFiles(root)
        .map((file) => file.json as PageSchema)
        .filter((page) => typeof page === 'object' && page !== null && previewable(page));
      const drawn = await withSsrModules(root, async (load) => {
        const { prerenderRoute } = (await load('/src/app/prerender-route.tsx')) as AppModule;
        const out: [string, FirstScreen][] = [];
        for (const page of pages) out.push([page.route.path, await prerenderRoute(page)]);
        return out;
      });
      const shellCss = chunksCss(bundle, (id) => id.endsWith('/src/app/start.tsx'));
      const previews: Record<string, RoutePreview> = {};
      for (const [path, screen] of drawn) {
        if (!screen.html) continue;
        const css = [...new Set([...shellCss, ...chunksCss(bundle, isWidgetChunkOf(screen.types))])];
        previews[path] = { head: links(css, base), body: previewMarkup(screen.html, 'var(--app-page-background, #f5f5f5)') };
      }
      this.emitFile({ type: 'asset', fileName: PREVIEWS_FILE, source: `${JSON.stringify(previews, null, 1)}\n` });
    },
  };
}
