import { join } from 'node:path';
import { widgetTypesOf } from '../src/renderer/block-types';
import { FIRST_SCREEN_BLOCKS } from '../src/renderer/prefetch-plan';
import { neededModules, type ModuleNode } from './module-closure';
import { REACT_ESM_PREFIX } from './react-esm-plugin';
import { widgetChunkId } from './widget-ids';

/** What rolldown passes a group's `name` function: the module graph (the fields used here). */
export interface ChunkingContext {
  getModuleInfo(id: string): (ModuleNode & { dynamicImporters: readonly string[] }) | null;
}

/** A chunk group as rolldown's `output.codeSplitting.groups` takes it (the fields used here). */
export interface ChunkGroup {
  name: string | ((id: string, ctx: ChunkingContext) => string | null);
  /** The group's label in rolldown's timing report, when `name` is a function. */
  debugName?: string;
  test?: (id: string) => boolean;
  priority: number;
  minShareCount?: number;
  includeDependenciesRecursively: boolean;
}

const sep = String.raw`[\\/]`;
/** React, React DOM, the scheduler and react-is. */
const REACT = new RegExp(`${sep}node_modules${sep}(react|react-dom|react-is|scheduler)${sep}`);
/** The operator console's own code (src/ops, its code editor): never in a chunk a customer's page loads. */
const OPS = new RegExp(`${sep}src${sep}ops${sep}|${sep}node_modules${sep}(@codemirror|codemirror|@lezer|@marijn|crelt|style-mod|w3c-keyname)${sep}`);
/** Where the small shared helpers live: packages (antd-mobile, ahooks, rc-util, tslib, classnames…) and the app's src/ui, src/lib and widgets/shared. */
const HELPER = new RegExp(`${sep}node_modules${sep}|${sep}src${sep}(ui|lib)${sep}|${sep}widgets${sep}shared${sep}`);
/** The animation library a few widgets use (about 17 KiB gzip): it keeps a chunk of its own. */
const ANIMATION = new RegExp(`${sep}node_modules${sep}@react-spring${sep}`);
/**
 * How many of the bundle's entry and lazy chunks (the start chunk, the page renderer, each page and
 * each widget) must use a helper for it to join the shared helpers' chunk. At 30 the chunk holds
 * what nearly every page needs (about 6 KiB gzip); at 10 the home page would fetch 27 KiB more.
 */
export const HELPER_MIN_SHARE = 30;
/** The name of the chunk that gathers the home page's first-screen widgets (its manifest entry's `name`). */
export const HOME_WIDGETS_GROUP = 'home-widgets';
/** The name of the chunk that gathers the widgets found on many pages' first screens (COMMON_WIDGET_SHARE). */
export const COMMON_WIDGETS_GROUP = 'common-widgets';
/**
 * The share of the bundled pages on whose first screen a widget type must be for it to join the
 * common-widgets chunk. At a tenth: text, button, card, result and image (about 6 KiB gzip in all,
 * on the first screen of 46 of the 125 pages, two or more of them on 22); rich-text, goods-showcase
 * and cell-list are on 11 or 12 pages and keep their own chunks.
 */
export const COMMON_WIDGET_SHARE = 0.1;

export const isReact = (id: string) => REACT.test(id) || id.startsWith(REACT_ESM_PREFIX);
export const isOps = (id: string) => OPS.test(id);
export const isSharedHelper = (id: string) => HELPER.test(id) && !OPS.test(id) && !REACT.test(id) && !ANIMATION.test(id);

/** The widget types of the home page's first screen (the first blocks of the page whose route is `/`), as the route hints count them. */
export function homeFirstScreenWidgets(pages: readonly { json: unknown }[]): Set<string> {
  const home = pages.map(({ json }) => json as { route?: { path?: unknown }; blocks?: unknown } | null).find((page) => page?.route?.path === '/');
  return widgetTypesOf(home?.blocks, FIRST_SCREEN_BLOCKS);
}

/**
 * The widget types on the first screen of at least COMMON_WIDGET_SHARE of the pages (first blocks
 * and their children, as the route hints count them), except the home page's first-screen widgets,
 * which have a chunk of their own.
 */
export function commonFirstScreenWidgets(pages: readonly { json: unknown }[]): Set<string> {
  const home = homeFirstScreenWidgets(pages);
  const counts = new Map<string, number>();
  for (const { json } of pages) for (const type of widgetTypesOf((json as { blocks?: unknown } | null)?.blocks, FIRST_SCREEN_BLOCKS)) counts.set(type, (counts.get(type) ?? 0) + 1);
  const least = Math.max(2, Math.ceil(pages.length * COMMON_WIDGET_SHARE));
  return new Set([...counts].filter(([type, count]) => count >= least && !home.has(type)).map(([type]) => type));
}

/** Whether a module is a widget type's own: its virtual chunk module or a file under widgets/<type>/. */
export function widgetOwn(id: string, types: ReadonlySet<string>): boolean {
  const type = /[\\/]widgets[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];
  return (type !== undefined && types.has(type)) || [...types].some((t) => id === widgetChunkId(t));
}

/**
 * Whether the home group takes a module: the home page's first-screen widgets need it (`home`),
 * the boot entry and the start chunk do not (`shell`: taking one of theirs would make every page
 * load the home chunk), it is no lazy chunk's own entry (the page renderer and each page keep
 * their files), no widget's own file (those go to the home-widgets group) and no operator code.
 */
export function inHomeGroup(id: string, sets: { home: ReadonlySet<string>; shell: ReadonlySet<string> }, lazyEntry: boolean, homeTypes: ReadonlySet<string>): boolean {
  return sets.home.has(id) && !sets.shell.has(id) && !lazyEntry && !OPS.test(id) && !widgetOwn(id, homeTypes);
}

/**
 * Whether the home-widgets group takes a module: it is one of the home page's first-screen
 * widgets' own (its virtual chunk module, the lazy entry the registry imports, or a file under
 * widgets/<type>/), and not the start chunk's. A widget's code imports the renderer's hooks from
 * the start chunk, so it stays out of the home group, which the operator console imports: the
 * console would otherwise load the customer app's start chunk and boot entry.
 */
export function inHomeWidgetsGroup(id: string, sets: { home: ReadonlySet<string>; shell: ReadonlySet<string> }, homeTypes: ReadonlySet<string>): boolean {
  return sets.home.has(id) && !sets.shell.has(id) && !OPS.test(id) && widgetOwn(id, homeTypes);
}

/**
 * Whether the common-widgets group takes a module: a common widget needs it, it is not the start
 * chunk's (nor the operator console's), and it is either a common widget's own or no lazy chunk's
 * entry (what they use beyond the start chunk, `ui` and `home`, such as antd-mobile's Result, comes
 * in the same file). The home groups, ahead of it, keep what the home page's widgets use.
 */
export function inCommonWidgetsGroup(id: string, common: ReadonlySet<string>, shell: ReadonlySet<string>, lazyEntry: boolean, types: ReadonlySet<string>): boolean {
  return common.has(id) && !shell.has(id) && !OPS.test(id) && (widgetOwn(id, types) || !lazyEntry);
}

/**
 * Whether the boot group takes a module: the app's boot entry and start chunk need it (`shell`)
 * and so does the operator console (`ops`), so rolldown would give it a small file of its own
 * (Vite's preload helper, the action schema); the entries themselves and React stay out.
 */
export function inBootGroup(id: string, sets: { shell: ReadonlySet<string>; ops: ReadonlySet<string> }, entries: readonly string[]): boolean {
  return sets.shell.has(id) && sets.ops.has(id) && !REACT.test(id) && !entries.includes(id);
}

/**
 * The app's chunk groups (rolldown `output.codeSplitting.groups`). Rolldown's automatic chunking
 * makes one chunk per set of entry and lazy chunks that share a module, so the 0.1–2 KiB helpers
 * that the start chunk, the page renderer and the widget chunks share were files of their own:
 * 39 JS files before the home page's first screen, fetched 6 at a time over HTTP/1.1 on a slow
 * mobile network, a round trip per wave (docs/performance.md, "Fewer JS files before the first
 * screen").
 *   react  React, React DOM, the scheduler and react-is: one file, shared with the operator console.
 *   ui     the helpers that at least HELPER_MIN_SHARE chunks use: one file every page loads.
 *   boot   what the boot entry and start chunk share with the operator console (Vite's preload
 *          helper, the action schema: about 2 KiB gzip): one file, which index.html links,
 *          instead of two.
 *   home   what the home page's first-screen widgets use beyond the start chunk and `ui`
 *          (antd-mobile's List, Card, Grid, NoticeBar, their icons, src/ui/load-more…): one file.
 *          Other widgets that use one of these modules load it too (about 6 KiB gzip).
 *   home-widgets  the home page's first-screen widgets themselves (search, notice-bar, banner,
 *          function-grid, limit-summary, product-list: about 5 KiB gzip): one file instead of one
 *          per widget. A chunk that holds several lazy entries has no facade module: the route
 *          hints find a widget's chunk by the modules it holds (build/route-hints-plugin.ts
 *          `chunkHolding`), and the registry's `import()` of a widget resolves to that chunk, then
 *          to the widget's exports in it. Another page that draws one of them loads them all.
 *   common-widgets  the widgets on the first screen of at least COMMON_WIDGET_SHARE of the pages
 *          (text, button, card, result, image) and what they use beyond the groups above
 *          (antd-mobile's Result and its icons): about 6 KiB gzip, one file instead of one per
 *          widget (and one for Result). The input widget uses one of those icons, so a form page
 *          loads this file too.
 * The page renderer (src/app/shell/schema-page.tsx) is in the start chunk: every route needs it.
 * No group takes the operator console's code (customers never load it; the console may load a
 * group). Captured modules do not pull their dependencies in (`includeDependenciesRecursively:
 * false`): through a barrel such as antd-mobile's index that would drag in every component any
 * page uses. The groups' module sets come from the module graph at the first chunking call
 * (build/module-closure.ts follows a barrel only for the names imported from it, as tree-shaking
 * does). `pages` are the page schemas (build/page-files.ts); `root` the project root.
 */
export function chunkGroups(root: string, pages: readonly { json: unknown }[]): ChunkGroup[] {
  const homeTypes = homeFirstScreenWidgets(pages);
  const commonTypes = commonFirstScreenWidgets(pages);
  const entries = [join(root, 'src/main.tsx'), join(root, 'src/app/start.tsx'), join(root, 'src/ops/main.tsx')];
  let sets: { home: Set<string>; common: Set<string>; shell: Set<string>; ops: Set<string> } | undefined;
  const graphSets = (ctx: ChunkingContext) => {
    if (!sets) {
      const lookup = (id: string) => ctx.getModuleInfo(id);
      sets = {
        home: neededModules([...homeTypes].map(widgetChunkId), lookup),
        common: neededModules([...commonTypes].map(widgetChunkId), lookup),
        shell: neededModules(entries.slice(0, 2), lookup),
        ops: neededModules(entries.slice(2), lookup),
      };
    }
    return sets;
  };
  return [
    { name: 'react', test: isReact, priority: 5, includeDependenciesRecursively: false },
    { name: 'ui', test: isSharedHelper, priority: 4, minShareCount: HELPER_MIN_SHARE, includeDependenciesRecursively: false },
    { debugName: 'boot', name: (id, ctx) => (inBootGroup(id, graphSets(ctx), entries) ? 'boot' : null), priority: 3, includeDependenciesRecursively: false },
    {
      debugName: 'home',
      name: (id, ctx) => (inHomeGroup(id, graphSets(ctx), (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0, homeTypes) ? 'home' : null),
      priority: 2,
      includeDependenciesRecursively: false,
    },
    {
      debugName: HOME_WIDGETS_GROUP,
      name: (id, ctx) => (inHomeWidgetsGroup(id, graphSets(ctx), homeTypes) ? HOME_WIDGETS_GROUP : null),
      priority: 2,
      includeDependenciesRecursively: false,
    },
    {
      debugName: COMMON_WIDGETS_GROUP,
      name: (id, ctx) => {
        const { common, shell } = graphSets(ctx);
        const lazyEntry = (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
        return inCommonWidgetsGroup(id, common, shell, lazyEntry, commonTypes) ? COMMON_WIDGETS_GROUP : null;
      },
      priority: 1,
      includeDependenciesRecursively: false,
    },
  ];
}
