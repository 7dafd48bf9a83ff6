import { resolve } from 'node:path';
import { fileByMtime } from './file-cache';
import type { RouteHint } from './route-hints';

/**
 * What the build knows about the files a runtime-published page may need, written next to
 * index.html (build/route-hints-plugin.ts `runtimeHints`): a published page is not in the build,
 * so its route's `modulepreload` tags are put together when its HTML is served, from the page's
 * first-screen widgets (publishedRouteHint).
 */
export const RUNTIME_HINTS_FILE = 'runtime-hints.json';

/** JS and CSS files, relative to the build's base, beyond what index.html links. */
export interface HintFiles {
  js: string[];
  css: string[];
}

export interface RuntimeHints {
  /** The app's start chunk and the page renderer. */
  shell: HintFiles;
  /** Per widget type: its chunk and that chunk's static imports. */
  widgets: Record<string, HintFiles | undefined>;
}

/** What the gateway's preview renderer reads from a page for its HTML (src/app/gateway-preview.tsx `firstScreenOf`). */
export interface FirstScreenPlan {
  /** The widget types of the first screen's blocks, nested ones included. */
  widgets: string[];
  /** Its requests whose answer is the same for every guest (embedded in the HTML). */
  data: { api: string; params?: Record<string, unknown> }[];
}

/** Reads dist/runtime-hints.json, again only when a new build has written it; undefined when it is absent or unreadable. */
export function runtimeHintsIn(root: string): () => Promise<RuntimeHints | undefined> {
  return fileByMtime(resolve(root, RUNTIME_HINTS_FILE), (text): RuntimeHints | undefined => {
    try {
      const parsed = JSON.parse(text) as Partial<RuntimeHints> | null;
      return parsed && typeof parsed === 'object' && parsed.shell && parsed.widgets ? (parsed as RuntimeHints) : undefined;
    } catch {
      return undefined;
    }
  });
}

/** A published page's route hint: the shell's files, then each first-screen widget's, once each, and its guest requests. */
export function publishedRouteHint(route: { name: string; login: string }, plan: FirstScreenPlan, hints: RuntimeHints): RouteHint {
  const parts = [hints.shell, ...plan.widgets.flatMap((type) => hints.widgets[type] ?? [])];
  const hint: RouteHint = {
    name: route.name,
    login: route.login === 'required' ? 'required' : 'optional',
    js: [...new Set(parts.flatMap((p) => p.js))],
    css: [...new Set(parts.flatMap((p) => p.css))],
  };
  if (plan.data.length > 0) hint.data = plan.data;
  return hint;
}
