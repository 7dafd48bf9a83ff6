import { hasBindings } from './bindings';
import type { BlockSchema } from './block-schema';
import { drawableOnServer } from './server-drawable';

/**
 * Whether a block looks the same for every visitor and needs nothing from the network: a widget
 * that draws from its props alone (meta `prerender`), literal props (no bindings), no condition,
 * no data source, and children that are all static too.
 */
export function isStaticBlock(block: BlockSchema): boolean {
  if (typeof block !== 'object' || block === null || typeof block.type !== 'string') return false;
  if (!drawableOnServer(block.type, block.props)) return false;
  if (block.when !== undefined || block.data !== undefined || hasBindings(block.props)) return false;
  return (block.blocks ?? []).every(isStaticBlock);
}

/**
 * The page's leading static blocks, at most `limit`: what can be drawn into the page's HTML at
 * build time. It stops at the first block that depends on the visitor or the network, so the
 * preview never shows something the live page would not.
 */
export function staticLeadingBlocks(blocks: readonly BlockSchema[], limit: number): BlockSchema[] {
  const leading: BlockSchema[] = [];
  for (const block of blocks.slice(0, limit)) {
    if (!isStaticBlock(block)) break;
    leading.push(block);
  }
  return leading;
}
