import { useMemo, type ComponentType } from 'react';
import { loadWidget, loadedWidget } from '@widgets/registry';
import type { WidgetEntry, WidgetProps } from '@widgets/types';
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
  childBlocks: BlockSchema[] | undefined;
}

/** Renders a widget with its collaborators. BlockView mounts it once the widget's chunk has loaded. */
export function WidgetMount({ entry, props, data, pointer, reload, childBlocks }: WidgetMountProps) {
  const { env, renderSlots } = usePageContext();
  const state = useMemo(() => createWidgetState(env, pointer, reload), [pointer, reload, env]);
  const slots = useMemo(() => (childBlocks ? renderSlots(childBlocks, `${pointer}/blocks`) : []), [childBlocks, pointer, renderSlots]);
  const component = loadedWidget(entry);
  // BlockBody suspends until the chunk has loaded, so this only guards the contract.
  if (!component) throw loadWidget(entry).catch(() => undefined);
  const Widget = component as unknown as ComponentType<WidgetProps<unknown, unknown>>;
  return <Widget props={props} data={data} onAction={env.dispatch} state={state} slots={slots} />;
}
