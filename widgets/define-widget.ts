import type { ComponentType } from 'react';
import type { WidgetEntry, WidgetProps } from './types';

type AnyWidget = ComponentType<WidgetProps<never, never>>;

/** A precompiled (ajv standalone) props validator; it fills in the schema's defaults (mutates what it checks). */
export interface PropsValidator {
  (data: unknown): boolean;
  errors?: { instancePath: string; message?: string; keyword: string }[] | null;
}

/**
 * What a widget's props schema fills in when a value is left out (src/renderer/props-defaults.ts
 * builds and applies it): per property its default `d` and the defaults inside it `t`; `i` inside
 * each array item; `x` inside each value of an object's other properties.
 */
export interface PropsDefaults {
  p?: Record<string, { d?: unknown; t?: PropsDefaults }>;
  i?: PropsDefaults;
  x?: PropsDefaults;
}

/** What a widget's lazy chunk (virtual:widget-chunk/<type>) exports: the component and its props validator. */
export interface WidgetChunk {
  component: AnyWidget;
  validate: PropsValidator;
  /** The props schema's defaults (for props checked at build time: no validator run); absent when it has none. */
  defaults?: PropsDefaults;
}

interface Loader {
  load: () => Promise<WidgetChunk>;
  /** The chunk once it has loaded (so a mount need not suspend). */
  loaded?: WidgetChunk;
  /** Why the last load failed (cleared when a new load starts). */
  error?: unknown;
}

const loaders = new WeakMap<object, Loader>();

/**
 * Builds a registry entry; the widget's chunk (component and props validator, one import) is
 * loaded only when a page first uses the widget (or preloads it).
 */
export function defineWidget<T extends string>(meta: WidgetEntry<T>, load: () => Promise<WidgetChunk>): WidgetEntry<T> {
  let pending: Promise<WidgetChunk> | undefined;
  const loader: Loader = {
    load: () => {
      if (!pending) loader.error = undefined;
      pending ??= load().then(
        (chunk) => {
          loader.loaded = chunk;
          return loader.loaded;
        },
        (error: unknown) => {
          pending = undefined; // a failed chunk may be retried on the next use
          loader.error = error;
          throw error;
        },
      );
      return pending;
    },
  };
  const entry: WidgetEntry<T> = { ...meta };
  loaders.set(entry, loader);
  return entry;
}

/** Loads a widget's chunk (once); rejects when it fails (a later call retries). */
export function loadWidget(entry: WidgetEntry): Promise<void> {
  const loader = loaders.get(entry);
  if (!loader) return Promise.reject(new Error(`[qsh renderer] widget "${entry.type}" has no loader`));
  if (loader.loaded) return Promise.resolve();
  return loader.load().then(() => undefined);
}

/**
 * Starts loading a widget's chunk (e.g. as soon as a page schema is known, so the chunks of
 * all its widgets download in parallel before the blocks render). Never rejects: a failed
 * load shows up again, contained, when the block mounts.
 */
export function preloadWidget(entry: WidgetEntry): Promise<void> {
  return loadWidget(entry).catch(() => undefined);
}

/** The widget's component when its chunk has loaded; otherwise undefined. */
export function loadedWidget(entry: WidgetEntry): AnyWidget | undefined {
  return loaders.get(entry)?.loaded?.component;
}

/** The widget's props validator when its chunk has loaded; otherwise undefined. */
export function loadedValidator(entry: WidgetEntry): PropsValidator | undefined {
  return loaders.get(entry)?.loaded?.validate;
}

/** The defaults tree of the widget's props schema once its chunk has loaded (undefined when it has none). */
export function loadedDefaults(entry: WidgetEntry): PropsDefaults | undefined {
  return loaders.get(entry)?.loaded?.defaults;
}

/** Why the widget's last chunk load failed, while no new load has started; otherwise undefined. */
export function widgetLoadError(entry: WidgetEntry): unknown {
  return loaders.get(entry)?.error;
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
