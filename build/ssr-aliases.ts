import type { Alias } from 'vite';
import { aliases } from './aliases';

/**
 * The app's aliases for the Node preview renderers (build/prerender.ts at build, build/ssr-plugin.ts
 * for the gateway): `antd-mobile` is src/renderer/server-antd.ts there, whose Image is drawn as it
 * looks once loaded, so a preview shows its pictures. The browser bundle uses antd-mobile as is.
 */
export function ssrAliases(root: string): Alias[] {
  return [
    { find: /^antd-mobile$/, replacement: `${root}src/renderer/server-antd.ts` },
    ...Object.entries(aliases(root)).map(([find, replacement]) => ({ find, replacement })),
  ];
}
