import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import type { PageSchema } from '../src/renderer/page-view';
import { DATA_PREVIEW_DIR, DATA_PREVIEW_ENTRY, DATA_PREVIEW_PAGES } from '../server/http/data-preview-files';
import { ssrAliases } from './ssr-aliases';
import { readPageFiles } from './page-files';
import { previewable } from './prerender-plugin';
import { widgetRegistry } from './widget-registry-plugin';
import { afterBuild } from './after-build';

/**
 * Build step, after the app's bundle is written: a Node bundle of the app's preview renderer
 * (src/app/gateway-preview.tsx with its widgets) into <outDir>/ssr/, and the page schemas the
 * gateway may draw a preview of (ssr/pages.json, by route path). The gateway imports the built
 * file at run time (server/http/data-preview.ts): it draws a route's leading blocks with the guest
 * answers it embeds in the HTML, so the first screen's data paints before any script has run.
 */
export function ssrPreviewBundle(root: string): Plugin {
  return afterBuild('qsh-ssr-preview', root, async ({ outDir, info }) => {
    const dir = resolve(outDir, DATA_PREVIEW_DIR);
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      mode: 'production',
      // React's production server renderer (the bundled CJS picks its build by NODE_ENV).
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      plugins: [react(), widgetRegistry(root)],
      resolve: { alias: ssrAliases(root) },
      // Self-contained (the gateway imports it wherever the build went; antd-mobile's CSS imports are dropped).
      ssr: { noExternal: true },
      build: {
        ssr: resolve(root, 'src/app/gateway-preview.tsx'),
        outDir: dir,
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        minify: false,
        rollupOptions: { output: { format: 'es', entryFileNames: DATA_PREVIEW_ENTRY, chunkFileNames: 'chunks/[name]-[hash].mjs' } },
      },
    });
    const pages: Record<string, PageSchema> = {};
    for (const { json } of readPageFiles(root)) {
      const page = json as PageSchema;
      if (typeof page === 'object' && page !== null && previewable(page)) pages[page.route.path] = page;
    }
    await mkdir(dir, { recursive: true });
    await writeFile(resolve(dir, DATA_PREVIEW_PAGES), `${JSON.stringify(pages)}\n`);
    info(`built the gateway's preview renderer into ${dir}`);
  });
}
