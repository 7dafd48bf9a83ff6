import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { BlockSchema } from './block-schema';
import { BlockView } from './BlockView';
import { afterNextPaint } from './after-paint';
import { usePageContext } from './page-context';

/** Blocks rendered with the page's first commit (a phone's first screen); the rest follow after the first paint. */
export const EAGER_BLOCKS = 6;
/** Blocks a background step starts with; each step then sizes itself to about STEP_BUDGET_MS of work. */
export const FIRST_STEP_BLOCKS = 4;
/** About 30 ms a step: well under a long task (50 ms), so input still waits at most that long. */
const STEP_BUDGET_MS = 30;
const MAX_STEP_BLOCKS = 100;

const keyOf = (block: BlockSchema, i: number) => block.id ?? String(i);

/** One node per block, each with its JSON pointer (`${pointer}/${i}`); used for widget slots. */
export function renderBlocks(blocks: readonly BlockSchema[], pointer: string): ReactNode[] {
  return blocks.map((block, i) => <BlockView key={keyOf(block, i)} block={block} pointer={`${pointer}/${i}`} />);
}

/** Props of PageBlocks. */
export interface PageBlocksProps {
  blocks: readonly BlockSchema[];
  pointer: string;
  /** Resolves when the widget modules of the first screen have loaded; background rendering starts after it. */
  ready?: Promise<unknown>;
}

/**
 * A page's top-level blocks, first screen first: the first EAGER_BLOCKS render with the page
 * (more at once, before the paint, while they do not fill the screen); the rest are rendered
 * after the first paint in steps, one per frame, each sized to about STEP_BUDGET_MS of work
 * so no step is a long task, and at once when the user scrolls near the end of what
 * is rendered. A block's element is created once, so a later step leaves earlier blocks alone.
 */
export function PageBlocks({ blocks, pointer, ready }: PageBlocksProps) {
  const { observeNear } = usePageContext();
  const nodes = useMemo(() => renderBlocks(blocks, pointer), [blocks, pointer]);
  const [count, setCount] = useState(() => Math.min(nodes.length, EAGER_BLOCKS));
  const rendered = Math.min(count, nodes.length);
  const done = rendered >= nodes.length;
  const end = useRef<HTMLDivElement>(null);
  const step = useRef(FIRST_STEP_BLOCKS);

  // First screen by measure: until the first background step, while the rendered blocks end
  // above the bottom of the screen, add more before the browser paints (one forced layout per
  // commit, first screen only). Needs layout: nothing happens in jsdom (no offsetParent).
  const filling = useRef(true);
  useLayoutEffect(() => {
    const spot = end.current;
    if (done || !filling.current || !spot || typeof window === 'undefined') return;
    if (spot.offsetParent !== null && spot.getBoundingClientRect().top < window.innerHeight) setCount((c) => c + FIRST_STEP_BLOCKS);
    else filling.current = false;
  }, [done, rendered]);

  // Scrolling near the end of the rendered blocks renders the next step at once.
  useEffect(() => {
    if (done || !end.current) return undefined;
    return observeNear(end.current, () => setCount((c) => c + step.current));
  }, [done, rendered, observeNear]);

  // Background steps after the first paint, each measured and sized to the time budget.
  useEffect(() => {
    if (done) return undefined;
    let cancel = () => {};
    let stopped = false;
    const next = () => {
      cancel = afterNextPaint(() => {
        if (stopped) return;
        filling.current = false;
        const started = performance.now();
        const add = step.current;
        flushSync(() => setCount((c) => c + add));
        const took = performance.now() - started;
        step.current = Math.max(1, Math.min(MAX_STEP_BLOCKS, Math.round((add * STEP_BUDGET_MS) / Math.max(took, 1))));
      });
    };
    void Promise.resolve(ready).then(() => {
      if (!stopped) next();
    });
    return () => {
      stopped = true;
      cancel();
    };
  }, [done, rendered, ready]);

  return (
    <>
      {nodes.slice(0, rendered)}
      {done ? null : <div ref={end} data-deferred-block="" aria-hidden="true" style={{ minHeight: 1 }} />}
    </>
  );
}
