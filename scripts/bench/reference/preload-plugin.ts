import type { Plugin, Rollup } from 'vite';
import { chunkHolding, closure } from '../../../build/route-hints-plugin';
import { widgetChunkId } from '../../../build/widget-ids';
import { widgetTypesOf } from '../../../src/renderer/block-types';
import { harnessPage } from './harness-page';

/**
 * The harness page's renderer side gets the `<link rel="modulepreload">` tags the gateway puts
 * into an app route's HTML (server/http/spa.ts): its renderer chunk and the chunks of its first
 * screen's widgets, static imports followed. It is not served as a route, so it gets no embedded
 * data: its data request starts from its entry, as a logged-in visitor's does in the app.
 */
export function harnessPreloads(base: string): Plugin {
  return {
    name: 'bench-harness-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.filename.endsWith('/harness-app.html') || !ctx.bundle) return html;
        const chunks = new Map<string, Rollup.OutputChunk>();
        for (const item of Object.values(ctx.bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
        const renderer = [...chunks.values()].filter((c) => c.facadeModuleId?.endsWith('/harness-app-render.tsx'));
        // A widget's chunk by the modules it holds: a chunk gathering several widgets has no facade.
        const widgets = [...widgetTypesOf(harnessPage().blocks, 12)].flatMap((type) => chunkHolding(chunks.values(), widgetChunkId(type)) ?? []);
        const start = [...renderer, ...widgets];
        const links = [...closure(chunks, start)].filter((file) => !html.includes(file)).map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
        return html.replace('</head>', `${links.join('')}</head>`);
      },
    },
  };
}
