import { Suspense, useMemo, useState, type ComponentType } from 'react';
import { loadedWidget } from '@widgets/registry';
import type { WidgetEntry, WidgetProps } from '@widgets/types';
import type { BlockSchema } from './block-schema';
import { BlockSkeleton } from './BlockStates';
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

const noReload = () => {};

/** Renders a widget with its collaborators; the component's code loads on first use (or with its page). */
export function WidgetMount({ entry, props, data, pointer, reload, childBlocks }: WidgetMountProps) {
  const { env, renderSlots } = usePageContext();
  const state = useMemo(() => createWidgetState(env, pointer, reload ?? noReload), [pointer, reload, env]);
  const slots = useMemo(() => (childBlocks ? renderSlots(childBlocks, `${pointer}/blocks`) : []), [childBlocks, pointer, renderSlots]);
  // A widget whose module is already loaded (preloaded with its page) renders without suspending;
  // the choice is made once per entry, so a mount never switches component type.
  const [chosen, setChosen] = useState(() => ({ entry, component: loadedWidget(entry) ?? entry.component }));
  let component = chosen.component;
  if (chosen.entry !== entry) {
    component = loadedWidget(entry) ?? entry.component;
    setChosen({ entry, component });
  }
  const Widget = component as unknown as ComponentType<WidgetProps<unknown, unknown>>;
  return (
    <Suspense fallback={<BlockSkeleton />}>
      <Widget props={props} data={data} onAction={env.dispatch} state={state} slots={slots} />
    </Suspense>
  );
}
