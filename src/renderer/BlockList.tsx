import type { ReactNode } from 'react';
import type { BlockSchema } from './block-schema';
import { BlockView } from './BlockView';
import { DeferredBlock } from './DeferredBlock';

/** Blocks rendered at once; later ones wait until they scroll near (first screen first). */
export const EAGER_BLOCKS = 6;

const keyOf = (block: BlockSchema, i: number) => block.id ?? String(i);

/** One node per block, each with its JSON pointer (`${pointer}/${i}`). */
export function renderBlocks(blocks: readonly BlockSchema[], pointer: string, defer = false): ReactNode[] {
  return blocks.map((block, i) => {
    const view = <BlockView key={keyOf(block, i)} block={block} pointer={`${pointer}/${i}`} />;
    return defer && i >= EAGER_BLOCKS ? <DeferredBlock key={keyOf(block, i)}>{view}</DeferredBlock> : view;
  });
}
