import { useMemo, type ComponentType } from 'react';
import { loadWidget, loadedWidget } from '@widgets/registry';
import type { Paging, WidgetEntry, WidgetProps } from '@widgets/types';
import type { BlockHost } from './block-host';
import type { RendererEnv } from './env';
import { createWidgetState } from './widget-state';

/** Props of WidgetMount. */
export interface WidgetMountProps {
  entry: WidgetEntry;
  props: Record<string, unknown>;
  data: unknown;
  pointer: string;
  env: RendererEnv;
  /** The block's onAction and slots (useBlockHost). */
  host: BlockHost;
  reload: () => void;
  /** Paging of the block's data source, when it answered a page of a list. */
  paging?: Paging;
}

/**
 * Renders the widget of a data block with its data; its state carries the source's reload and
 * paging. A block without a data source draws its widget in BlockBody (one component fewer per block).
 */
export function WidgetMount({ entry, props, data, pointer, env, host, reload, paging }: WidgetMountProps) {
  const state = useMemo(() => createWidgetState(env, pointer, reload, paging), [pointer, reload, env, paging]);
  const component = loadedWidget(entry);
  // BlockBody suspends until the chunk has loaded, so this only guards the contract.
  if (!component) throw loadWidget(entry).catch(() => undefined);
  const Widget = component as unknown as ComponentType<WidgetProps<unknown, unknown>>;
  return <Widget props={props} data={data} onAction={host.onAction} state={state} slots={host.slots} />;
}
