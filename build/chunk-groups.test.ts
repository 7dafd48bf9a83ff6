import { expect, it } from 'vitest';
import { chunkGroups, commonFirstScreenWidgets, homeFirstScreenWidgets, isSharedHelper, type ChunkingContext } from './chunk-groups';
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
/** A page with a result widget on its first screen (and a text, which the home page draws too). */
const done = (n: number) => ({ json: { route: { path: `/done-${n}`, name: `done${n}` }, blocks: [{ type: 'result' }, { type: 'text' }] } });

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

it('takes as common widgets the types on the first screen of at least a tenth of the pages, leaving out the home page\'s and those on fewer', () => {
  const pages = [home, my, ...Array.from({ length: 16 }, (_, n) => ({ json: { route: { path: `/p${n}` }, blocks: [{ type: 'image' }] } })), done(1), done(2)];
  // 20 pages: a type needs 2; result is on 2, text on 3 but the home page draws it, user-card on 1
  expect([...commonFirstScreenWidgets(pages)].sort()).toEqual(['image', 'result']);
  expect([...commonFirstScreenWidgets([home, my, done(1)])]).toEqual([]);
});

/** The graph rolldown would show the group: the start chunk and the notice-bar widget both use antd-mobile, through its barrel. */
function context(): ChunkingContext {
  const node = (code: string, importedIds: string[], dynamicImporters: string[] = []) => ({ code, importedIds, dynamicImporters });
  const modules = new Map<string, ModuleNode & { dynamicImporters: readonly string[] }>([
    [`${ROOT}/src/main.tsx`, node(`import "\\0vite/preload-helper.js";\nimport("./app/start");`, ['\0vite/preload-helper.js'])],
    ['\0vite/preload-helper.js', node('export const preload = 1;', [])],
    [`${ROOT}/src/app/start.tsx`, node(`import { SafeArea } from "antd-mobile";\nimport "./lazy-overlay";\nimport "../actions/action.schema";`, [`${NM}/antd-mobile/es/index.js`, `${ROOT}/src/actions/action.schema.ts`], [`${ROOT}/src/main.tsx`])],
    [`${ROOT}/src/actions/action.schema.ts`, node('export const actionSchema = {};', [])],
    [`${ROOT}/src/ops/main.tsx`, node(`import "\\0vite/preload-helper.js";\nimport "../actions/action.schema";\nimport "react";`, ['\0vite/preload-helper.js', `${ROOT}/src/actions/action.schema.ts`, `${NM}/react/index.js`])],
    [`${NM}/react/index.js`, node('export default 0;', [])],
    [widgetChunkId('result'), node(`export { default } from "/app/widgets/result/ResultWidget.tsx";`, [`${ROOT}/widgets/result/ResultWidget.tsx`], ['\0virtual:widget-registry'])],
    [`${ROOT}/widgets/result/ResultWidget.tsx`, node(`import { Result, SafeArea } from "antd-mobile";`, [`${NM}/antd-mobile/es/index.js`])],
    [widgetChunkId('picker'), node(`export { default } from "/app/widgets/picker/PickerWidget.tsx";`, [`${ROOT}/widgets/picker/PickerWidget.tsx`], ['\0virtual:widget-registry'])],
    [`${ROOT}/widgets/picker/PickerWidget.tsx`, node(`import { Picker } from "antd-mobile";`, [`${NM}/antd-mobile/es/index.js`])],
    [widgetChunkId('notice-bar'), node(`export { default } from "/app/widgets/notice-bar/NoticeBar.tsx";`, [`${ROOT}/widgets/notice-bar/NoticeBar.tsx`], ['\0virtual:widget-registry'])],
    [`${ROOT}/widgets/notice-bar/NoticeBar.tsx`, node(`import { NoticeBar, SafeArea } from "antd-mobile";\nimport { loadMore } from "../../src/ui/load-more";`, [`${NM}/antd-mobile/es/index.js`, `${ROOT}/src/ui/load-more.tsx`])],
    [`${ROOT}/src/ui/load-more.tsx`, node('export const loadMore = 1;', [])],
    [
      `${NM}/antd-mobile/es/index.js`,
      node(`export { default as NoticeBar } from './components/notice-bar';\nexport { default as SafeArea } from './components/safe-area';\nexport { default as Picker } from './components/picker';\nexport { default as Result } from './components/result';`, [
        `${NM}/antd-mobile/es/components/notice-bar/index.js`,
        `${NM}/antd-mobile/es/components/safe-area/index.js`,
        `${NM}/antd-mobile/es/components/picker/index.js`,
        `${NM}/antd-mobile/es/components/result/index.js`,
      ]),
    ],
    [`${NM}/antd-mobile/es/components/result/index.js`, node('export default 4;', [])],
    [`${NM}/antd-mobile/es/components/notice-bar/index.js`, node('export default 1;', [])],
    [`${NM}/antd-mobile/es/components/safe-area/index.js`, node('export default 2;', [])],
    [`${NM}/antd-mobile/es/components/picker/index.js`, node('export default 3;', [])],
  ]);
  return { getModuleInfo: (id) => modules.get(id) ?? null };
}

it("groups what the home page's first-screen widgets use beyond the start chunk into one chunk, leaving the start chunk's modules, lazy entries and the widgets' own files out", () => {
  const groups = chunkGroups(ROOT, [home]);
  const homeGroup = groups.find((group) => group.debugName === 'home');
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

it('keeps React, the shared helpers and the boot group in groups of their own, ahead of the home groups, and the common widgets last', () => {
  const groups = chunkGroups(ROOT, [home]);
  expect(groups.map((group) => (typeof group.name === 'string' ? group.name : group.debugName))).toEqual(['react', 'ui', 'boot', 'home', 'home-widgets', 'common-widgets']);
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

it('puts what both the app\'s boot and start chunks and the operator console need into one boot file (not React, not an entry, not the app\'s alone)', () => {
  const boot = chunkGroups(ROOT, [home]).find((group) => group.debugName === 'boot');
  if (!boot || typeof boot.name !== 'function') throw new Error('no boot group');
  const ctx = context();
  expect(boot.name('\0vite/preload-helper.js', ctx)).toBe('boot');
  expect(boot.name(`${ROOT}/src/actions/action.schema.ts`, ctx)).toBe('boot');
  expect(boot.name(`${NM}/react/index.js`, ctx)).toBeNull();
  expect(boot.name(`${ROOT}/src/main.tsx`, ctx)).toBeNull();
  expect(boot.name(`${ROOT}/src/app/start.tsx`, ctx)).toBeNull();
  // the start chunk's own: the console does not use it
  expect(boot.name(`${NM}/antd-mobile/es/components/safe-area/index.js`, ctx)).toBeNull();
});

it('puts the common first-screen widgets and what only they use beyond the start chunk into one file; other widgets keep their chunks', () => {
  const pages = [home, done(1), done(2)];
  const common = chunkGroups(ROOT, pages).find((group) => group.debugName === 'common-widgets');
  if (!common || typeof common.name !== 'function') throw new Error('no common-widgets group');
  const ctx = context();
  expect(common.name(widgetChunkId('result'), ctx)).toBe('common-widgets');
  expect(common.name(`${ROOT}/widgets/result/ResultWidget.tsx`, ctx)).toBe('common-widgets');
  expect(common.name(`${NM}/antd-mobile/es/components/result/index.js`, ctx)).toBe('common-widgets');
  // the start chunk's, and another widget's
  expect(common.name(`${NM}/antd-mobile/es/components/safe-area/index.js`, ctx)).toBeNull();
  expect(common.name(widgetChunkId('picker'), ctx)).toBeNull();
  expect(common.name(`${NM}/antd-mobile/es/components/picker/index.js`, ctx)).toBeNull();
});
