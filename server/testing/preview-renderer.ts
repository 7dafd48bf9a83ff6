import { withSsrModules } from '../../build/prerender';
import type { PreviewRenderer } from '../http/data-preview';

/**
 * The app's own preview renderer (src/app/gateway-preview.tsx), loaded from source through Vite's
 * SSR module loader as the build bundles it (build/ssr-plugin.ts), for tests of the gateway's drawn
 * previews. The loader stays open until `release()` (call it in afterAll).
 */
export function sourcePreviewRenderer(root: string): { renderer: Promise<PreviewRenderer>; release: () => void } {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const renderer = new Promise<PreviewRenderer>((resolve, reject) => {
    withSsrModules(root, async (load) => {
      resolve((await load('/src/app/gateway-preview.tsx')) as PreviewRenderer);
      await held;
    }).catch(reject);
  });
  return { renderer, release: () => release() };
}
