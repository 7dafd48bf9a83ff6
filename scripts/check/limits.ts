import type { Problem } from './problem';

/**
 * What a page schema may hold so that the build (Vite's JSON import stops at 128 nesting levels) and the
 * renderer (one React subtree per block level) can bear it. Real pages stay far below: the deepest is 8
 * JSON levels and 2 block levels, the largest 11 blocks, 571 characters and 9 items.
 */
export const PAGE_LIMITS = {
  /** Nesting of objects and arrays in the whole file. */
  jsonDepth: 32,
  /** Blocks inside blocks (a top-level block is level 1). */
  blockDepth: 8,
  /**
   * Blocks of a page, nested ones included. The renderer bears 600: the performance bench draws a
   * published 505-block page within 1.2x of the same page in plain React (docs/performance.md).
   */
  blocksPerPage: 600,
  /** Characters in one string (keys too). */
  stringLength: 10_000,
  /** Items in one array. */
  arrayLength: 500,
} as const;

const esc = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The limits a page breaks, each once with the pointer of its first occurrence. Walks without recursion, so
 * a file nested thousands of levels deep is refused rather than crashing the checker.
 */
export function limitProblems(file: string, json: unknown, limits = PAGE_LIMITS): Problem[] {
  const found = new Map<string, Problem>();
  const add = (key: string, pointer: string, message: string) => {
    if (!found.has(key)) found.set(key, { file, pointer, message });
  };
  let blocks = 0;
  // [node, pointer, JSON depth, block depth of the node when it is a block]
  const stack: Array<[unknown, string, number, number]> = [[json, '', 0, 0]];
  while (stack.length > 0) {
    const [node, pointer, depth, blockLevel] = stack.pop() as [unknown, string, number, number];
    if (typeof node === 'string') {
      if (node.length > limits.stringLength) add('string', pointer, `text of ${node.length} characters is longer than the limit of ${limits.stringLength}`);
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > limits.jsonDepth) {
      add('depth', pointer, `nested more than ${limits.jsonDepth} levels deep (objects and arrays); the build cannot import it`);
      continue;
    }
    if (Array.isArray(node)) {
      if (node.length > limits.arrayLength) add('array', pointer, `list of ${node.length} items is longer than the limit of ${limits.arrayLength}`);
      const childBlocks = /(^|\/)blocks$/.test(pointer) && (pointer === '/blocks' || blockLevel > 0);
      if (childBlocks) {
        const level = blockLevel + 1;
        if (level > limits.blockDepth) add('blockDepth', pointer, `blocks nested ${level} levels deep; at most ${limits.blockDepth} levels`);
        blocks += node.filter(isObject).length;
        if (blocks > limits.blocksPerPage) add('blocks', pointer, `more than ${limits.blocksPerPage} blocks in one page`);
      }
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], `${pointer}/${i}`, depth + 1, childBlocks && isObject(node[i]) ? blockLevel + 1 : 0]);
      continue;
    }
    for (const [key, value] of Object.entries(node).reverse()) {
      if (key.length > limits.stringLength) add('string', pointer, `a key of ${key.length} characters is longer than the limit of ${limits.stringLength}`);
      // A block's own `blocks` keep its block level; anything else is not a block list.
      stack.push([value, `${pointer}/${esc(key)}`, depth + 1, key === 'blocks' ? blockLevel : 0]);
    }
  }
  return [...found.values()];
}
