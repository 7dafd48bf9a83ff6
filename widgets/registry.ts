import { widgetModules } from 'virtual:widget-registry';
import { assembleRegistry, defineWidget } from './define-widget';
import type { WidgetType } from './catalog';
import type { WidgetEntry } from './types';

export type { WidgetType } from './catalog';

/**
 * Every widget a page schema can use, derived at build time from widgets/catalog.ts (the one
 * hand-kept list; build/widget-registry-plugin.ts): its meta and its lazy chunk
 * (virtual:widget-chunk/<type>), which brings the component and its precompiled props validator
 * in one import. Props schemas stay out of the browser registry.
 */
export const widgetEntries: readonly WidgetEntry<WidgetType>[] = widgetModules.map(({ load, ...meta }) => defineWidget(meta, load));

/** The widget registry: block type -> entry. Assembling it throws if a type is registered twice. */
export const widgetRegistry = assembleRegistry<WidgetType>(widgetEntries);

/** The entry of a block type; undefined for a type the registry does not know (schemas are data: any string may arrive). */
export function widgetEntryOf(type: string): WidgetEntry | undefined {
  const entries: Readonly<Record<string, WidgetEntry>> = widgetRegistry;
  return Object.hasOwn(entries, type) ? entries[type] : undefined;
}

export { loadWidget, loadedDefaults, loadedWidget, loadedValidator, preloadWidget, widgetLoadError } from './define-widget';
