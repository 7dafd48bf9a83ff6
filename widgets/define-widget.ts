import { lazy, type ComponentType } from 'react';
import type { JsonSchema, WidgetEntry, WidgetMeta, WidgetProps } from './types';

type AnyWidget = ComponentType<WidgetProps<never, never>>;

interface Loader {
  load: () => Promise<AnyWidget>;
  /** The component once its module has loaded (so a mount need not suspend). */
  loaded?: AnyWidget;
}

const loaders = new WeakMap<object, Loader>();

/**
 * Builds a registry entry; the component module is imported only when a page first uses
 * the widget (or preloads it). `load` must resolve to a component taking the widget's own props type.
 */
export function defineWidget<T extends string, P, D>(
  meta: WidgetMeta<T>,
  propsSchema: JsonSchema,
  load: () => Promise<ComponentType<WidgetProps<P, D>>>,
): WidgetEntry<T> {
  let pending: Promise<AnyWidget> | undefined;
  const loader: Loader = {
    load: () => {
      pending ??= load().then(
        (component) => {
          loader.loaded = component as AnyWidget;
          return loader.loaded;
        },
        (error: unknown) => {
          pending = undefined; // a failed chunk may be retried on the next use
          throw error;
        },
      );
      return pending;
    },
  };
  const component = lazy(async () => ({ default: await loader.load() }));
  const entry: WidgetEntry<T> = { ...meta, propsSchema, component };
  loaders.set(entry, loader);
  return entry;
}

/**
 * Starts loading a widget's module (e.g. as soon as a page schema is known, so the chunks of
 * all its widgets download in parallel before the blocks render). Never rejects: a failed
 * load shows up again, contained, when the block mounts.
 */
export function preloadWidget(entry: WidgetEntry): Promise<void> {
  const loader = loaders.get(entry);
  if (!loader || loader.loaded) return Promise.resolve();
  return loader.load().then(
    () => undefined,
    () => undefined,
  );
}

/** The widget's component when its module has already loaded; otherwise undefined (use `entry.component`). */
export function loadedWidget(entry: WidgetEntry): AnyWidget | undefined {
  return loaders.get(entry)?.loaded;
}

/** Assembles the registry object; registering a type twice is a programming error. */
export function assembleRegistry<T extends string>(entries: readonly WidgetEntry<T>[]): Readonly<Record<T, WidgetEntry<T>>> {
  const registry = {} as Record<T, WidgetEntry<T>>;
  for (const entry of entries) {
    if (Object.hasOwn(registry, entry.type)) throw new Error(`[qsh renderer] widget type "${entry.type}" is registered twice.`);
    registry[entry.type] = entry;
  }
  return Object.freeze(registry);
}
