/**
 * Node only: the entry of the gateway's preview renderer (bundled by build/ssr-plugin.ts, imported
 * by server/http/data-preview.ts). Draws a route's first screen with the guest answers the gateway
 * embeds in its HTML, as the preview element the HTML carries next to the app's root.
 */
import type { PageSchema } from '@/renderer';
import type { GuestAnswer, PreviewAudience } from '@/renderer/data-preview-blocks';
import { widgetTypesOf } from '@/renderer/block-types';
import { FIRST_SCREEN_BLOCKS, guestRequests } from '@/renderer/prefetch-plan';
import { previewMarkup } from '@/renderer/preview';
import { prerenderRoute } from './prerender-route';

/**
 * The preview's markup, or '' when the page's first block cannot be drawn. `guest`: the request
 * carries no session marker, so the visitor's blocks are drawn as a guest sees them
 * (src/renderer/data-preview-blocks.ts); otherwise only what is the same for every visitor.
 */
export async function drawPreview(page: PageSchema, answers: readonly GuestAnswer[], audience: PreviewAudience = 'anyone'): Promise<string> {
  const screen = await prerenderRoute(page, answers, audience);
  return screen.html ? previewMarkup(screen.html, 'var(--app-page-background, #f5f5f5)') : '';
}

/**
 * What the gateway needs to know of a page it did not build (a runtime-published one) to give its
 * HTML a bundled route's treatment: the first screen's widget types (their chunks are preloaded)
 * and its requests whose guest answer it may embed (build/route-hints-plugin.ts does the same for
 * bundled pages at build time).
 */
export function firstScreenOf(page: unknown): { widgets: string[]; data: { api: string; params?: Record<string, unknown> }[] } {
  const blocks = typeof page === 'object' && page !== null ? (page as { blocks?: unknown }).blocks : undefined;
  return { widgets: [...widgetTypesOf(blocks, FIRST_SCREEN_BLOCKS)], data: guestRequests(page) };
}
