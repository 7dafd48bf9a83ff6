declare module 'virtual:widget-registry' {
  import type { WidgetType } from '@widgets/catalog';
  import type { WidgetChunk } from '@widgets/define-widget';
  import type { WidgetEntry } from '@widgets/types';

  /** One widget of widgets/catalog.ts: its runtime meta (no schemas, no docs) and the loader of its lazy chunk. */
  export interface WidgetModule extends WidgetEntry<WidgetType> {
    load: () => Promise<WidgetChunk>;
  }
  /** Every widget, in catalog order (build/widget-registry-plugin.ts). */
  export const widgetModules: readonly WidgetModule[];
}

declare module 'virtual:widget-chunk/*' {
  import type { WidgetChunk } from '@widgets/define-widget';

  /** The widget's component. */
  export const component: WidgetChunk['component'];
  /** Its precompiled props validator; fills in the props schema's defaults. */
  export const validate: WidgetChunk['validate'];
}
