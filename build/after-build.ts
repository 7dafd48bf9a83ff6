import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What a build step gets: the resolved output directory and Vite's logger. */
export interface BuildStepContext {
  outDir: string;
  info: (message: string) => void;
}

/**
 * A plugin that runs `step` once the bundle is written (`closeBundle`, after the other plugins'
 * steps that come before it in the plugin list, one at a time), with the output directory as the
 * config resolved it. `root` gives the default output directory (dist/) when no config is resolved.
 */
export function afterBuild(name: string, root: string, step: (ctx: BuildStepContext) => Promise<void>): Plugin {
  const ctx: BuildStepContext = { outDir: resolve(root, 'dist'), info: (message) => console.log(message) };
  return {
    name,
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      ctx.outDir = resolve(config.root, config.build.outDir);
      ctx.info = (message) => config.logger.info(message);
    },
    closeBundle: { order: 'post', sequential: true, handler: () => step(ctx) },
  };
}
