import { observer } from 'mobx-react-lite';
import { Suspense, type ComponentType } from 'react';
import type { WidgetProps } from '@widgets/types';
import { loadWidget, loadedValidator, loadedWidget, widgetEntryOf, widgetLoadError } from '@widgets/registry';
import { hasBindings, resolveBindings } from './bindings';
import type { BlockSchema } from './block-schema';
import { BlockBoundary } from './BlockBoundary';
import { BlockProblem } from './BlockProblem';
import { BlockEmpty, BlockSkeleton } from './BlockStates';
import { evaluateWhen } from './conditions';
import { blockHost, type BlockHost } from './block-host';
import { DataBlock } from './DataBlock';
import { PageContext, type PageContextValue } from './page-context';
import { checkProps, fillProps } from './validate-props';

/** Props of BlockView. */
export interface BlockViewProps {
  block: BlockSchema;
  /** JSON pointer of the block, e.g. /blocks/3. */
  pointer: string;
}

/** Props of BlockBody: the block, its page and its host (BlockView reads and holds them). */
interface BlockBodyProps extends BlockViewProps {
  page: PageContextValue;
  host: BlockHost;
}

/** A block without `props` gets an empty object of its own (never one shared by every such block). */
const ownEmptyProps = new WeakMap<BlockSchema, Record<string, unknown>>();
function propsOf(block: BlockSchema): Record<string, unknown> {
  if (block.props) return block.props;
  let empty = ownEmptyProps.get(block);
  if (!empty) ownEmptyProps.set(block, (empty = {}));
  return empty;
}

function BlockBody({ block, pointer, page, host }: BlockBodyProps) {
  const { env, bindings, sources, checkedAtBuild } = page;
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
  if (block.data === undefined) {
    if (entry.data === 'required') return block.hideWhenEmpty ? null : <BlockEmpty />;
    const component = loadedWidget(entry);
    // Suspended above until the chunk has loaded, so this only guards the contract.
    if (!component) throw loadWidget(entry).catch(() => undefined);
    const Widget = component as unknown as ComponentType<WidgetProps<unknown, unknown>>;
    return <Widget props={props} data={undefined} onAction={host.onAction} state={host.state} slots={host.slots} />;
  }
  const source = sources.get(block.data);
  if (!source) return <BlockProblem pointer={pointer} message={`data source "${String(block.data)}" is not defined in the page's "data"`} />;
  return <DataBlock entry={entry} props={props} pointer={pointer} env={env} host={host} source={source} hideWhenEmpty={Boolean(block.hideWhenEmpty)} />;
}

/** Every block's Suspense fallback: one element shared by all blocks, not one per block. */
const SKELETON = <BlockSkeleton />;

/** BlockBody will not suspend on the block's widget chunk: it has loaded, failed (an error, for the boundary), or the type is unknown. */
function drawsAtOnce(block: BlockSchema): boolean {
  const entry = widgetEntryOf(block.type);
  return !entry || widgetLoadError(entry) !== undefined || (loadedValidator(entry) !== undefined && loadedWidget(entry) !== undefined);
}

/** Blocks with a condition or bindings track the stores they read (MobX); the rest stay plain. */
const ObservedBody = observer(BlockBody);
const needsStores = (block: BlockSchema) => block.when !== undefined || hasBindings(block.props);

/**
 * One block in its own error boundary; pure, so a page re-render leaves it alone. A block whose
 * widget chunk is still loading when it renders suspends in its own Suspense boundary (its
 * skeleton, the rest of the page draws); once it has one it keeps it (a boundary that came and
 * went would remount the block). A block whose chunk has loaded (most: the page loads its widgets
 * first) gets none, which saves a boundary per block on long pages; widgets do not suspend after
 * their chunk has loaded (one that loads a part of its own wraps it in its own Suspense, as
 * search does).
 */
export class BlockView extends BlockBoundary<BlockViewProps> {
  static override contextType = PageContext;
  declare context: PageContextValue | null;
  private suspense = false;
  private host: BlockHost | undefined;

  protected override renderBlock() {
    const page = this.context;
    if (!page) throw new Error('[qsh renderer] a block was rendered outside <PageView>.');
    const { block, pointer } = this.props;
    this.host = blockHost(this.host, page, pointer, block.blocks);
    const Body = needsStores(block) ? ObservedBody : BlockBody;
    const body = <Body block={block} pointer={pointer} page={page} host={this.host} />;
    if (!this.suspense && drawsAtOnce(block)) return body;
    this.suspense = true;
    return <Suspense fallback={SKELETON}>{body}</Suspense>;
  }
}
