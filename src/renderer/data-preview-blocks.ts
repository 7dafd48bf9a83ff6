import { hasBindings, isBinding } from './bindings';
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
 * Who the preview is drawn for. `anyone` (the request carries the session marker, or it is not
 * known): only what is the same for every visitor. `guest` (no session marker: the visitor has no
 * customer session): blocks of the visitor too, as a guest sees them (docs/architecture.md
 * "Gateway-drawn previews").
 */
export type PreviewAudience = 'anyone' | 'guest';

/** Whether every binding in a JSON value reads the user store (`$user`): a guest's value is then known (its `default`). */
function onlyUserBindings(value: unknown): boolean {
  if (!value || typeof value !== 'object') return true;
  if (isBinding(value)) return '$user' in value;
  return Object.values(value).every(onlyUserBindings);
}

/** A guest's answer to a block's condition: shown, hidden, or not known on the server (anything but `loggedIn`). */
function guestSees(when: BlockSchema['when']): 'shown' | 'hidden' | 'unknown' {
  if (when === undefined) return 'shown';
  const keys = Object.keys(when).filter((key) => (when as Record<string, unknown>)[key] !== undefined);
  if (keys.length !== 1 || keys[0] !== 'loggedIn' || typeof when.loggedIn !== 'boolean') return 'unknown';
  return when.loggedIn ? 'hidden' : 'shown';
}

/**
 * Whether the gateway may draw a block with the guest answers it embeds: a widget safe to draw on
 * the server (meta `prerender`), and data that is static or comes from a request with literal
 * fields that has an answer (the gateway only embeds public, visitor-independent answers); children
 * too. For `anyone`: literal props and no condition, so a block of a visitor (`when`, a
 * `$user`/`$query`/`$param`/`$app` binding) is never drawn. For a `guest`: `$user` bindings too
 * (drawn with a guest's store: their defaults) and children under `when: {loggedIn: …}` (the
 * renderer shows them as a guest sees them); any other condition or binding is not drawn.
 */
function drawable(block: BlockSchema, page: PageSchema, answered: ReadonlySet<string>, audience: PreviewAudience): boolean {
  if (typeof block !== 'object' || block === null || typeof block.type !== 'string') return false;
  if (audience === 'guest') {
    const seen = guestSees(block.when);
    if (seen === 'unknown') return false;
    // Not drawn for a guest (the renderer leaves it out): nothing of it is needed.
    if (seen === 'hidden') return true;
    if (!onlyUserBindings(block.props)) return false;
  } else if (block.when !== undefined || hasBindings(block.props)) return false;
  if (!drawableOnServer(block.type, block.props)) return false;
  if (block.data !== undefined) {
    const spec: DataSourceSpec | undefined = typeof block.data === 'string' ? page.data?.[block.data] : block.data;
    if (!spec) return false;
    if (!isStaticSource(spec)) {
      const params = spec.params ?? {};
      if (hasBindings(params) || !answered.has(answerKey(spec.api, params))) return false;
    }
  }
  return (block.blocks ?? []).every((child) => drawable(child, page, answered, audience));
}

/**
 * The page's leading blocks the gateway can draw with these guest answers, at most `limit` of the
 * page's blocks: it stops at the first block it cannot draw, so the preview never shows what the
 * live page would not. For a `guest`, a block shown to logged-in visitors only is left out (a
 * guest's live page does not draw it either) and the blocks after it are drawn.
 */
export function dataPreviewBlocks(page: PageSchema, answers: readonly GuestAnswer[], limit: number, audience: PreviewAudience = 'anyone'): BlockSchema[] {
  const answered = new Set(answers.map(({ api, params }) => answerKey(api, params)));
  const leading: BlockSchema[] = [];
  for (const block of (Array.isArray(page.blocks) ? page.blocks : []).slice(0, limit)) {
    if (!drawable(block, page, answered, audience)) break;
    if (audience === 'guest' && guestSees(block.when) === 'hidden') continue;
    leading.push(block);
  }
  return leading;
}
