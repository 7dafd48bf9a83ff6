import { expect, it } from 'vitest';
import { isBarrel, neededModules, type ModuleNode } from './module-closure';

const NM = '/app/node_modules';
/** A small graph: an app module using one component of a UI library through the library's barrel. */
function graph(appCode: string): Map<string, ModuleNode> {
  return new Map<string, ModuleNode>([
    ['/app/src/page.js', { code: appCode, importedIds: [`${NM}/lib/es/index.js`] }],
    [
      `${NM}/lib/es/index.js`,
      {
        code: `import './global';\nexport { default as Button } from './components/button';\nexport { default as Picker } from './components/picker';\n`,
        importedIds: [`${NM}/lib/es/global/index.js`, `${NM}/lib/es/components/button/index.js`, `${NM}/lib/es/components/picker/index.js`],
      },
    ],
    [`${NM}/lib/es/global/index.js`, { code: 'document.documentElement.dataset.lib = "1";', importedIds: [] }],
    [`${NM}/lib/es/components/button/index.js`, { code: `import { small } from '../../utils/small';\nexport default small;`, importedIds: [`${NM}/lib/es/utils/small.js`] }],
    [`${NM}/lib/es/components/picker/index.js`, { code: 'export default function Picker() {}', importedIds: [] }],
    [`${NM}/lib/es/utils/small.js`, { code: 'export const small = 1;', importedIds: [] }],
  ]);
}
const lookup = (g: Map<string, ModuleNode>) => (id: string) => g.get(id) ?? null;

it("follows a package's barrel only for the names imported from it, as tree-shaking does", () => {
  const g = graph(`import { Button } from "lib";\nexport const page = Button;`);
  const needed = neededModules(['/app/src/page.js'], lookup(g));
  expect(needed).toContain(`${NM}/lib/es/components/button/index.js`);
  expect(needed).toContain(`${NM}/lib/es/utils/small.js`);
  expect(needed).toContain(`${NM}/lib/es/global/index.js`);
  expect(needed).not.toContain(`${NM}/lib/es/components/picker/index.js`);
});

it('follows a barrel whole when it cannot tell the names (a namespace import)', () => {
  const g = graph(`import * as lib from "lib";\nexport const page = lib;`);
  expect(neededModules(['/app/src/page.js'], lookup(g))).toContain(`${NM}/lib/es/components/picker/index.js`);
});

it('follows a barrel whole when a name is not among its re-exports', () => {
  const g = graph(`import { Button, Unknown } from "lib";\nexport const page = [Button, Unknown];`);
  expect(neededModules(['/app/src/page.js'], lookup(g))).toContain(`${NM}/lib/es/components/picker/index.js`);
});

it('resolves the names of a barrel that imports then exports a list (ahooks)', () => {
  const hooks = `${NM}/hooks/es`;
  const g = new Map<string, ModuleNode>([
    ['/app/src/widget.js', { code: `import { useA } from "hooks";\nuseA();`, importedIds: [`${hooks}/index.js`] }],
    [`${hooks}/index.js`, { code: `import useA from './useA';\nimport useB from './useB';\nexport { useA, useB };\n`, importedIds: [`${hooks}/useA/index.js`, `${hooks}/useB/index.js`] }],
    [`${hooks}/useA/index.js`, { code: 'export default function useA() {}', importedIds: [] }],
    [`${hooks}/useB/index.js`, { code: 'export default function useB() {}', importedIds: [] }],
  ]);
  const needed = neededModules(['/app/src/widget.js'], lookup(g));
  expect(needed).toContain(`${hooks}/useA/index.js`);
  expect(needed).not.toContain(`${hooks}/useB/index.js`);
});

it('counts as a barrel only a module of imports and re-exports', () => {
  expect(isBarrel(`import './global';\nexport { default as Button } from './button';\nexport * from './utils';`)).toBe(true);
  expect(isBarrel(`import a from './a';\nimport b from './b';\nexport { a, b };`)).toBe(true);
  expect(isBarrel(`import a from './a';\nexport default a + 1;`)).toBe(false);
});
