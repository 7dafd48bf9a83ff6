import { hasBindings } from './bindings';
import type { BlockSchema } from './block-schema';
import { isStaticSource, type DataSourceSpec } from './data-source';
import { drawableOnServer } from './server-drawable';
import type { PageSchema } from './page-view';

/** A guest answer the gateway embeds in a route's HTML (server/http/route-hints.ts EmbeddedAnswer). */
export interface GuestAnswer {
  api: string;
  params: Record<string, unknown>;
  data: unknown;
}

/** The key of a request: its apiCode and fields as the page schema writes them. */
export const answerKey = (api: string, params: Record<string, unknown>) => JSON.stringify([api, params]);

/**
 * Whether the gateway may draw a block with the guest answers it embeds: a widget safe to draw on
 * the server (meta `prerender`), literal props, no condition, and data that is static or comes from
 * a request with literal fields that has an answer (the same for every visitor: the gateway only
 * embeds public, visitor-independent answers); children too. A block of a visitor (`when`, a
 * `$user`/`$query`/`$param` binding, a session-only apiCode) is never drawn.
 */
function drawable(block: BlockSchema, page: PageSchema, answered: ReadonlySet<string>): boolean {
  if (typeof block !== 'object' || block === null || typeof block.type !== 'string') return false;
  if (!drawableOnServer(block.type, block.props)) return false;
  if (block.when !== undefined || hasBindings(block.props)) return false;
  if (block.data !== undefined) {
    const spec: DataSourceSpec | undefined = typeof block.data === 'string' ? page.data?.[block.data] : block.data;
    if (!spec) return false;
    if (!isStaticSource(spec)) {
      const params = spec.params ?? {};
      if (hasBindings(params) || !answered.has(answerKey(spec.api, params))) return false;
    }
  }
  return (block.blocks ?? []).every((child) => drawable(child, page, answered));
}

/**
 * The page's leading blocks the gateway can draw with these guest answers, at most `limit`: it
 * stops at the first block it cannot draw, so the preview never shows what the live page would not.
 */
export function dataPreviewBlocks(page: PageSchema, answers: readonly GuestAnswer[], limit: number): BlockSchema[] {
  const answered = new Set(answers.map(({ api, params }) => answerKey(api, params)));
  const leading: BlockSchema[] = [];
  for (const block of (Array.isArray(page.blocks) ? page.blocks : []).slice(0, limit)) {
    if (!drawable(block, page, answered)) break;
    leading.push(block);
  }
  return leading;
}
