import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The React entry points the app's and its packages' ES modules import by name. */
export const REACT_ENTRIES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'] as const;
/** The id prefix of the ES module that stands for a React entry point (its chunk group is `react`: build/chunk-groups.ts). */
export const REACT_ESM_PREFIX = '\0react-esm:';

/**
 * The id an import of `source` resolves to: the ES module standing for a React entry point, for an
 * ES import from anywhere but that module itself; null (resolve as usual) for anything else, and for
 * a CommonJS `require` (react-dom requiring react, a CommonJS package's React): those share the
 * one CommonJS module object as before.
 */
export function reactEsmTarget(source: string, importer: string | undefined, kind: string | undefined): string | null {
  if (!(REACT_ENTRIES as readonly string[]).includes(source) || kind === 'require-call' || importer?.startsWith(REACT_ESM_PREFIX)) return null;
  return `${REACT_ESM_PREFIX}${source}`;
}

/**
 * React is CommonJS. Rolldown gives every chunk that imports it by name its own copy of the
 * exports: a namespace object with a bound getter per export (36 for `react`), made when the chunk
 * runs. With ~30 chunks on a page that was 70–85 KiB of heap that does nothing
 * (docs/performance.md, "React imported once per page"). Here each entry point is one ES module
 * that reads the CommonJS exports once and re-exports them by name, in the `react` chunk; every
 * other chunk imports those names as plain ES bindings. React's own CommonJS files (react-dom
 * requiring react, the scheduler) still require each other as before. Build only: the dev server
 * and tests import React as is.
 */
export function reactEsm(root: string): Plugin {
  const require = createRequire(`${root}package.json`);
  return {
    name: 'qsh:react-esm',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      // The browser bundle only: the preview renderers' Node bundle (build/ssr-plugin.ts) keeps React as is.
      if (this.environment.name !== 'client') return null;
      return reactEsmTarget(source, importer, options.kind);
    },
    load(id) {
      if (!id.startsWith(REACT_ESM_PREFIX)) return null;
      const source = id.slice(REACT_ESM_PREFIX.length);
      const names = Object.keys(require(source) as object).filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
      return [
        `import * as m from ${JSON.stringify(require.resolve(source))};`,
        `const cjs = m.default ?? m;`,
        `export const { ${names.join(', ')} } = cjs;`,
        'export default cjs;',
      ].join('\n');
    },
  };
}
