import type { BuildOptions } from 'vite';

/** The build options the app and the render bench share, so the bench measures the app's build settings. */
export const appBuildOptions = {
  target: 'es2020',
  // A lazy chunk's JS dependencies are not turned into <link rel=modulepreload> tags by Vite's
  // preload helper (inserting them cost ~120 ms of main thread at 4x CPU on a page's first render
  // and pushed TBT up); the browser fetches them from the chunk's own imports. CSS stays preloaded,
  // and so do index.html's links for the entry's static imports (plain tags, no helper).
  modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))) },
} satisfies BuildOptions;
