import { expect, it } from 'vitest';
import { chunkGroups, homeFirstScreenWidgets, isSharedHelper, type ChunkingContext } from './chunk-groups';
import type { ModuleNode } from './module-closure';
import { widgetChunkId } from './widget-ids';

const ROOT = '/app';
const NM = `${ROOT}/node_modules`;
const home = {
  json: {
    route: { path: '/', name: 'home' },
    blocks: [{ type: 'notice-bar' }, { type: 'card', blocks: [{ type: 'text' }] }, ...Array.from({ length: 10 }, () => ({ type: 'banner' })), { type: 'form' }],
  },
};
const my = { json: { route: { path: '/my', name: 'my' }, blocks: [{ type: 'user-card' }] } };

it("takes the home page's first-screen widget types (first blocks and their children), not those further down or on other pages", () => {
  expect([...homeFirstScreenWidgets([my, home])].sort()).toEqual(['banner', 'card', 'notice-bar', 'text']);
});

it("never puts the operator console's code, React or the animation library into the shared helpers' chunk", () => {
  expect(isSharedHelper(`${NM}/antd-mobile/es/utils/with-default-props.js`)).toBe(true);
  expect(isSharedHelper(`${NM}/ahooks/es/useMemoizedFn/index.js`)).toBe(true);
  expect(isSharedHelper(`${ROOT}/src/lib/money.ts`)).toBe(true);
  expect(isSharedHelper(`${ROOT}/src/ops/editor.tsx`)).toBe(false);
  expect(isSharedHelper(`${NM}/@codemirror/view/dist/index.js`)).toBe(false);
  expect(isSharedHelper(`${NM}/react-dom/cjs/react-dom.production.min.js`)).toBe(false);
  expect(isSharedHelper(`${NM}/@react-spring/core/dist/react-spring-core.esm.js`)).toBe(false);
  expect(isSharedHelper(`${ROOT}/src/app/start.tsx`)).toBe(false);
});

/** The graph rolldown would show the group: the start chunk and the notice-bar widget both use antd-mobile, through its barrel. */
function context(): ChunkingContext {
  const node = (code: string, importedIds: string[], dynamicImporters: string[] = []) => ({ code, importedIds, dynamicImporters });
  const modules = new Map<string, ModuleNode & { dynamicImporters: readonly string[] }>([
    [`${ROOT}/src/main.tsx`, node(`import("./app/start");`, [])],
    [`${ROOT}/src/app/start.tsx`, node(`import { SafeArea } from "antd-mobile";\nimport "./lazy-overlay";`, [`${NM}/antd-mobile/es/index.js`], [`${ROOT}/src/main.tsx`])],
    [widgetChunkId('notice-bar'), node(`export { default } from "/app/widgets/notice-bar/NoticeBar.tsx";`, [`${ROOT}/widgets/notice-bar/NoticeBar.tsx`], ['\0virtual:widget-registry'])],
    [`${ROOT}/widgets/notice-bar/NoticeBar.tsx`, node(`import { NoticeBar, SafeArea } from "antd-mobile";\nimport { loadMore } from "../../src/ui/load-more";`, [`${NM}/antd-mobile/es/index.js`, `${ROOT}/src/ui/load-more.tsx`])],
    [`${ROOT}/src/ui/load-more.tsx`, node('export const loadMore = 1;', [])],
    [
      `${NM}/antd-mobile/es/index.js`,
      node(`export { default as NoticeBar } from './components/notice-bar';\nexport { default as SafeArea } from './components/safe-area';\nexport { default as Picker } from './components/picker';`, [
        `${NM}/antd-mobile/es/components/notice-bar/index.js`,
        `${NM}/antd-mobile/es/components/safe-area/index.js`,
        `${NM}/antd-mobile/es/components/picker/index.js`,
      ]),
    ],
    [`${NM}/antd-mobile/es/components/notice-bar/index.js`, node('export default 1;', [])],
    [`${NM}/antd-mobile/es/components/safe-area/index.js`, node('export default 2;', [])],
    [`${NM}/antd-mobile/es/components/picker/index.js`, node('export default 3;', [])],
  ]);
  return { getModuleInfo: (id) => modules.get(id) ?? null };
}

it("groups what the home page's first-screen widgets use beyond the start chunk into one chunk, leaving the start chunk's modules, lazy entries and the widgets' own files out", () => {
  const groups = chunkGroups(ROOT, [home]);
  const homeGroup = groups.find((group) => typeof group.name === 'function');
  if (!homeGroup || typeof homeGroup.name !== 'function') throw new Error('no home group');
  const ctx = context();
  const name = homeGroup.name;
  expect(name(`${NM}/antd-mobile/es/components/notice-bar/index.js`, ctx)).toBe('home');
  expect(name(`${ROOT}/src/ui/load-more.tsx`, ctx)).toBe('home');
  // the start chunk uses it: every page would load the home chunk
  expect(name(`${NM}/antd-mobile/es/components/safe-area/index.js`, ctx)).toBeNull();
  // no first-screen widget uses it
  expect(name(`${NM}/antd-mobile/es/components/picker/index.js`, ctx)).toBeNull();
  // the widget's own chunk keeps its entry and files (the route hints find it by its entry module)
  expect(name(widgetChunkId('notice-bar'), ctx)).toBeNull();
  expect(name(`${ROOT}/widgets/notice-bar/NoticeBar.tsx`, ctx)).toBeNull();
});

it('keeps React and the shared helpers in groups of their own, ahead of the home group', () => {
  const groups = chunkGroups(ROOT, [home]);
  expect(groups.map((group) => (typeof group.name === 'string' ? group.name : group.debugName))).toEqual(['react', 'ui', 'home', 'home-widgets']);
  expect(groups.every((group) => group.includeDependenciesRecursively === false)).toBe(true);
  const priorities = groups.map((group) => group.priority);
  expect([...priorities].sort((a, b) => b - a)).toEqual(priorities);
});

it("puts the home page's first-screen widgets (their chunk modules and own files) into one chunk of their own, apart from the helpers the operator console imports", () => {
  const widgetsGroup = chunkGroups(ROOT, [home]).find((group) => group.debugName === 'home-widgets');
  if (!widgetsGroup || typeof widgetsGroup.name !== 'function') throw new Error('no home-widgets group');
  const ctx = context();
  const name = widgetsGroup.name;
  expect(name(widgetChunkId('notice-bar'), ctx)).toBe('home-widgets');
  expect(name(`${ROOT}/widgets/notice-bar/NoticeBar.tsx`, ctx)).toBe('home-widgets');
  // the helpers stay in the home group (the console imports some of them), the start chunk's where they are
  expect(name(`${ROOT}/src/ui/load-more.tsx`, ctx)).toBeNull();
  expect(name(`${NM}/antd-mobile/es/components/safe-area/index.js`, ctx)).toBeNull();
  // a file of the widget's folder its chunk does not use (the console gallery's demo)
  expect(name(`${ROOT}/widgets/notice-bar/demo.ts`, ctx)).toBeNull();
});
