import { loadedValidator, preloadWidget, widgetEntryOf, widgetLoadError } from '@widgets/registry';
import type { BlockSchema } from './block-schema';
import { widgetTypesOf } from './block-types';

const preloaded = new WeakMap<readonly BlockSchema[], Promise<void>>();

function load(type: string): Promise<void> {
  const entry = widgetEntryOf(type);
  return entry ? preloadWidget(entry) : Promise.resolve();
}

/**
 * Starts loading the chunks of these widget types (unknown types are skipped), e.g. those a
 * route's page uses, in parallel with the page schema; a failed load is left to the block.
 */
export function preloadWidgetTypes(types: readonly string[]): void {
  for (const type of types) void load(type);
}

/**
 * Starts loading, all at once and in parallel, the widget chunks (each with its props validator) of a
 * page's blocks (nested ones included), as soon as the page schema is known and before its
 * blocks render. Resolves when those of the first `firstScreen` top-level blocks (and their
 * children) have loaded; never rejects (a failed load is contained by the block that needs it).
 */
export function preloadPageWidgets(blocks: readonly BlockSchema[], firstScreen: number): Promise<void> {
  const known = preloaded.get(blocks);
  if (known) return known;
  const first = [...widgetTypesOf(blocks, firstScreen)].map(load);
  for (const type of widgetTypesOf(blocks)) void load(type);
  const done = Promise.all(first).then(() => undefined);
  preloaded.set(blocks, done);
  return done;
}

/**
 * Whether the widget chunks of the first `firstScreen` top-level blocks (and their children)
 * have settled (loaded, or failed: the block's boundary then shows it), so the first screen
 * renders without suspending.
 */
export function pageWidgetsSettled(blocks: readonly BlockSchema[], firstScreen: number): boolean {
  for (const type of widgetTypesOf(blocks, firstScreen)) {
    const entry = widgetEntryOf(type);
    if (entry && !loadedValidator(entry) && widgetLoadError(entry) === undefined) return false;
  }
  return true;
}
