import { useLayoutEffect, useMemo, useRef, type ComponentType } from 'react';
import type { Action, ActionScope } from '@/actions/types';
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
  const { env, renderSlots, sources } = usePageContext();
  const state = useMemo(() => createWidgetState(env, pointer, reload, paging), [pointer, reload, env, paging]);
  // Actions carry their page, so a `call` action can reload the page's named data sources. The
  // callback stays the same when the page's sources are replaced (pull-to-refresh, a user reload):
  // widgets may list onAction in an effect's dependencies without that effect running again.
  const currentSources = useRef(sources);
  useLayoutEffect(() => {
    currentSources.current = sources;
  }, [sources]);
  const onAction = useMemo(() => {
    const scope: ActionScope = {
      reload: (names) => {
        for (const name of currentSources.current.reload(names)) env.report({ pointer, message: `call: reload names data source "${name}", which the page does not define` });
      },
    };
    return (action: Action) => env.dispatch(action, scope);
  }, [env, pointer]);
  const slots = useMemo(() => (childBlocks ? renderSlots(childBlocks, `${pointer}/blocks`) : []), [childBlocks, pointer, renderSlots]);
  const component = loadedWidget(entry);
  // BlockBody suspends until the chunk has loaded, so this only guards the contract.
  if (!component) throw loadWidget(entry).catch(() => undefined);
  const Widget = component as unknown as ComponentType<WidgetProps<unknown, unknown>>;
  return <Widget props={props} data={data} onAction={onAction} state={state} slots={slots} />;
}
