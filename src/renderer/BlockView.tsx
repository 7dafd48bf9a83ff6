import { observer } from 'mobx-react-lite';
import { Suspense, memo } from 'react';
import { loadWidget, loadedValidator, widgetEntryOf, widgetLoadError } from '@widgets/registry';
import { hasBindings, resolveBindings } from './bindings';
import type { BlockSchema } from './block-schema';
import { BlockBoundary } from './BlockBoundary';
import { BlockProblem } from './BlockProblem';
import { BlockEmpty, BlockSkeleton } from './BlockStates';
import { evaluateWhen } from './conditions';
import { DataBlock } from './DataBlock';
import { usePageContext } from './page-context';
import { checkProps, fillProps } from './validate-props';
import { WidgetMount } from './WidgetMount';

/** Props of BlockView. */
export interface BlockViewProps {
  block: BlockSchema;
  /** JSON pointer of the block, e.g. /blocks/3. */
  pointer: string;
}

const noReload = () => {};

/** A block without `props` gets an empty object of its own (never one shared by every such block). */
const ownEmptyProps = new WeakMap<BlockSchema, Record<string, unknown>>();
function propsOf(block: BlockSchema): Record<string, unknown> {
  if (block.props) return block.props;
  let empty = ownEmptyProps.get(block);
  if (!empty) ownEmptyProps.set(block, (empty = {}));
  return empty;
}

function BlockBody({ block, pointer }: BlockViewProps) {
  const { bindings, sources, checkedAtBuild } = usePageContext();
  const entry = widgetEntryOf(block.type);
  if (!entry) return <BlockProblem pointer={pointer} message={`unknown widget type "${String(block.type)}"`} />;
  if (!evaluateWhen(block.when, bindings)) return null;
  // The widget's chunk (component and props validator) loads with its page; suspend until it has
  // (usually it already has). A failed load is thrown, so the block's boundary contains it.
  if (!loadedValidator(entry)) {
    const error = widgetLoadError(entry);
    if (error !== undefined) throw error;
    throw loadWidget(entry).catch(() => undefined);
  }
  // Validated on a copy that gets the props schema's defaults: what the widget receives. A page
  // checked at build time gets the defaults only (no validator run per block).
  const { problem, props } = (checkedAtBuild ? fillProps : checkProps)(entry, resolveBindings(propsOf(block), bindings));
  if (problem !== null) return <BlockProblem pointer={pointer} message={problem} />;
  const mount = { entry, props, pointer, childBlocks: block.blocks };
  if (block.data === undefined) {
    if (entry.data === 'required') return block.hideWhenEmpty ? null : <BlockEmpty />;
    return <WidgetMount {...mount} data={undefined} reload={noReload} />;
  }
  const source = sources.get(block.data);
  if (!source) return <BlockProblem pointer={pointer} message={`data source "${String(block.data)}" is not defined in the page's "data"`} />;
  return <DataBlock {...mount} source={source} hideWhenEmpty={Boolean(block.hideWhenEmpty)} />;
}

/** Blocks with a condition or bindings track the stores they read (MobX); the rest stay plain. */
const ObservedBody = observer(BlockBody);
const needsStores = (block: BlockSchema) => block.when !== undefined || hasBindings(block.props);

/** One block in its own error boundary; memoised, so a page re-render leaves it alone. */
export const BlockView = memo(function BlockView({ block, pointer }: BlockViewProps) {
  const Body = needsStores(block) ? ObservedBody : BlockBody;
  return (
    <BlockBoundary pointer={pointer}>
      <Suspense fallback={<BlockSkeleton />}>
        <Body block={block} pointer={pointer} />
      </Suspense>
    </BlockBoundary>
  );
});
