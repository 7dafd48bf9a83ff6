/**
 * Where the app's build puts the gateway's preview renderer (build/ssr-plugin.ts), under the
 * build's output directory; the HTML handler never serves these files.
 */
export const DATA_PREVIEW_DIR = 'ssr';
/** The renderer's entry (exports drawPreview, src/app/gateway-preview.tsx). */
export const DATA_PREVIEW_ENTRY = 'preview.mjs';
/** The page schemas the gateway may draw a preview of, by route path. */
export const DATA_PREVIEW_PAGES = 'pages.json';
