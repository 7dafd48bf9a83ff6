import { useMemo, type ComponentType } from 'react';
import { loadWidget, loadedWidget } from '@widgets/registry';
import type { Paging, WidgetEntry, WidgetProps } from '@widgets/types';
import type { BlockSchema } from './block-schema';
import { usePageContext } from './page-context';
import { createWidgetState } from './widget-state';

/** Props of WidgetMount. */
export interface WidgetMountProps {
  entry: WidgetEntry;
  props: Record<string, unknown>;
  data: unknown;
  pointer: string;
  reload: () => void;
  /** Paging of the block's data source, when it answered a page of a list. */
  paging?: Paging;
  childBlocks: BlockSchema[] | undefined;
}

/** Renders a widget with its collaborators. BlockView mounts it once the widget's chunk has loaded. */
export function WidgetMount({ entry, props, data, pointer, reload, paging, childBlocks }: WidgetMountProps) {
  const { env, renderSlots } = usePageContext();
  const state = useMemo(() => createWidgetState(env, pointer, reload, paging), [pointer, reload, env, paging]);
  const slots = useMemo(() => (childBlocks ? renderSlots(childBlocks, `${pointer}/blocks`) : []), [childBlocks, pointer, renderSlots]);
  const component = loadedWidget(entry);
  // BlockBody suspends until the chunk has loaded, so this only guards the contract.
  if (!component) throw loadWidget(entry).catch(() => undefined);
  const Widget = component as unknown as ComponentType<WidgetProps<unknown, unknown>>;
  return <Widget props={props} data={data} onAction={env.dispatch} state={state} slots={slots} />;
}
