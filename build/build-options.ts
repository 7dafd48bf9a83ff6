import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { BuildOptions, PluginOption } from 'vite';
import { chunkGroups } from './chunk-groups';
import { readPageFiles } from './page-files';
import { reactEsm } from './react-esm-plugin';
import { widgetRegistry } from './widget-registry-plugin';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The build options the app and the render bench share, so the bench measures the app's build settings. */
export const appBuildOptions = {
  target: 'es2020',
  // One stylesheet for the whole app, linked by index.html (about 14 KiB brotli): a page's widget
  // chunks bring no CSS of their own to fetch and wait for. On a slow mobile network over HTTP/1.1
  // (6 connections per host) each extra file costs a round trip: split CSS was 11 requests before
  // the home page could render (docs/performance.md, "Route LCP at 4x CPU and slow 4G").
  cssCodeSplit: false,
  // A lazy chunk's JS dependencies are not turned into <link rel=modulepreload> tags by Vite's
  // preload helper (inserting them cost ~120 ms of main thread at 4x CPU on a page's first render
  // and pushed TBT up); the browser fetches them from the chunk's own imports. CSS stays preloaded,
  // and so do index.html's links for the entry's static imports (plain tags, no helper). The
  // gateway puts a route's whole JS graph into its HTML as modulepreload links instead
  // (build/route-hints-plugin.ts, server/http/spa.ts).
  modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))) },
  // React, the helpers nearly every page uses, the home page's first-screen helpers and its
  // first-screen widgets in one file each, instead of ~30 files of 0.1–2 KiB before the first screen
  // (build/chunk-groups.ts). A
  // config that sets its own inputs spreads this object into its rolldownOptions.
  rolldownOptions: { output: { codeSplitting: { groups: chunkGroups(root, readPageFiles(root)) } } },
} satisfies BuildOptions;

/**
 * The plugins the app and the bench pages share (JSX, React imported once per page:
 * build/react-esm-plugin.ts, the widget registry), so a bench page is built as the app is.
 */
export function appPlugins(projectRoot: string): PluginOption[] {
  return [react(), reactEsm(projectRoot), widgetRegistry(projectRoot)];
}
