import { lazy, type ComponentType } from 'react';
import type { JsonSchema, WidgetEntry, WidgetMeta, WidgetProps } from './types';

/**
 * Builds a registry entry; the component module is imported only when a page first uses
 * the widget. `load` must resolve to a component taking the widget's own props type.
 */
export function defineWidget<T extends string, P, D>(
  meta: WidgetMeta<T>,
  propsSchema: JsonSchema,
  load: () => Promise<ComponentType<WidgetProps<P, D>>>,
): WidgetEntry<T> {
  const component = lazy(async () => ({ default: (await load()) as ComponentType<WidgetProps<never, never>> }));
  return { ...meta, propsSchema, component };
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
