import type { ReactNode } from 'react';
import type { Action, OnAction } from '@/actions/types';
import type { WidgetState } from '@widgets/types';
import type { BlockSchema } from './block-schema';
import type { PageContextValue } from './page-context';
import { createWidgetState } from './widget-state';

/** What a block's widget gets besides its props and data: made once per block (blockHost). */
export interface BlockHost {
  onAction: OnAction;
  slots: readonly ReactNode[];
  /** The widget state of a block without a data source (a data block's widget gets one with its source's reload and paging: WidgetMount). */
  state: WidgetState;
  /** What it was made from (the page's env, reloadSources and renderSlots, and the block's child blocks; the pointer is state.pointer). */
  readonly env: PageContextValue['env'];
  readonly reloadSources: PageContextValue['reloadSources'];
  readonly renderSlots: PageContextValue['renderSlots'];
  readonly childBlocks: BlockSchema[] | undefined;
}

/** The slots of a block without child blocks: one frozen empty list shared by all of them. */
const NO_SLOTS: readonly ReactNode[] = Object.freeze([]);
const noReload = () => {};

/**
 * Actions carry their page, so a `call` action can reload the page's named data sources; the
 * scope is made per action (taps are rare, blocks are many). Made outside the component, so the
 * callback keeps only what it uses.
 */
function actionsOf(env: PageContextValue['env'], pointer: string, reloadSources: PageContextValue['reloadSources']): OnAction {
  return (action: Action) =>
    env.dispatch(action, {
      reload: (names) => {
        for (const name of reloadSources(names)) env.report({ pointer, message: `call: reload names data source "${name}", which the page does not define` });
      },
    });
}

/**
 * The block's host: the one it had (`held`) while its inputs are the same, else a new one. Its
 * inputs do not change within a page: onAction stays the same when the page's sources are
 * replaced (pull-to-refresh; reloadSources is the page's for its whole life), so widgets may list
 * onAction in an effect's dependencies without that effect running again. BlockView holds it (an
 * instance field, no hook: a long page has hundreds of blocks).
 */
export function blockHost(held: BlockHost | undefined, page: PageContextValue, pointer: string, childBlocks: BlockSchema[] | undefined): BlockHost {
  const { env, reloadSources, renderSlots } = page;
  const same = held && held.env === env && held.state.pointer === pointer && held.reloadSources === reloadSources && held.childBlocks === childBlocks && held.renderSlots === renderSlots;
  if (same) return held;
  return {
    onAction: actionsOf(env, pointer, reloadSources),
    slots: childBlocks ? renderSlots(childBlocks, `${pointer}/blocks`) : NO_SLOTS,
    state: createWidgetState(env, pointer, noReload),
    env,
    reloadSources,
    renderSlots,
    childBlocks,
  };
}
