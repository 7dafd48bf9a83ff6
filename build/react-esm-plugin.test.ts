import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isReact } from './chunk-groups';
import { reactEsm, reactEsmTarget } from './react-esm-plugin';

const root = fileURLToPath(new URL('..', import.meta.url));
let dir = '';
let chunks: Rollup.OutputChunk[] = [];

/** Two entry chunks that use React, built as the app is: React in a `react` chunk, the plugin on, unminified to read. */
beforeAll(async () => {
  // Inside the project, so that React resolves from its node_modules with the plugin off too.
  dir = await mkdtemp(join(root, 'node_modules', '.react-esm-test-'));
  await writeFile(join(dir, 'a.js'), "import { useState, createElement } from 'react';\nexport const a = () => [typeof useState, createElement('i', null, 'a').props.children];\n");
  await writeFile(join(dir, 'b.js'), "import { jsx } from 'react/jsx-runtime';\nimport React from 'react';\nexport const b = () => [jsx('b', { children: 'b' }).props.children, typeof React.useMemo];\n");
  const out = (await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: [reactEsm(root)],
    build: {
      outDir: join(dir, 'out'),
      minify: false,
      rolldownOptions: {
        input: [join(dir, 'a.js'), join(dir, 'b.js')],
        preserveEntrySignatures: 'strict',
        output: { format: 'es', codeSplitting: { groups: [{ name: 'react', test: isReact, priority: 1 }] } },
      },
    },
  })) as Rollup.RollupOutput;
  chunks = out.output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
}, 60_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

it("no chunk but React's own makes a copy of React's exports: they import its names from the react chunk", () => {
  const react = chunks.find((c) => c.name === 'react');
  expect(react?.code).toContain('useState');
  const users = chunks.filter((c) => c !== react);
  expect(users.map((c) => c.name).sort()).toEqual(['a', 'b']);
  for (const chunk of users) {
    expect(chunk.imports).toContain(react?.fileName);
    // rolldown's interop helper, applied to a CommonJS module, is what copies the exports
    expect(chunk.code).not.toMatch(/__toESM\(/);
  }
});

it('the chunks still get working React functions, the default export included', async () => {
  const load = async (name: string) => {
    const file = chunks.find((c) => c.name === name)?.fileName ?? '';
    return (await import(pathToFileURL(join(dir, 'out', file)).href)) as Record<string, () => unknown[]>;
  };
  expect((await load('a')).a?.()).toEqual(['function', 'a']);
  expect((await load('b')).b?.()).toEqual(['b', 'function']);
});

it("leaves CommonJS requires of React alone (react-dom keeps requiring react), and the stand-in's own import", () => {
  expect(reactEsmTarget('react', `${root}node_modules/react-dom/cjs/react-dom.production.js`, 'require-call')).toBeNull();
  expect(reactEsmTarget('react', '\0react-esm:react', 'import-statement')).toBeNull();
  expect(reactEsmTarget('react-router', `${root}src/app/router.tsx`, 'import-statement')).toBeNull();
  expect(reactEsmTarget('react', `${root}src/app/start.tsx`, 'import-statement')).toBe('\0react-esm:react');
  expect(reactEsmTarget('react/jsx-runtime', `${root}node_modules/antd-mobile/es/components/button/button.js`, 'import-statement')).toBe('\0react-esm:react/jsx-runtime');
});
