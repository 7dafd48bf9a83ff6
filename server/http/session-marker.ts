import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { PreviewAudience } from './data-preview';

/**
 * The app's session marker (src/stores/session-marker.ts, the same name): a cookie holding only
 * `1`, set while the browser has a customer session and removed on logout, an expired session and
 * account cancellation. No token: it says nothing to trust, only which preview fits.
 */
export const SESSION_MARKER_COOKIE = 'qsh_session';

/**
 * Who a route's HTML preview is drawn for (docs/architecture.md "Gateway-drawn previews"): a
 * request without the marker comes from a guest, so the page's blocks of the visitor may be drawn
 * as a guest sees them; with it, only what is the same for every visitor. A visitor whose marker
 * was cleared but who still has a token sees the guest preview until the live page replaces it in
 * its first frame (and the app sets the marker again at start).
 */
export function previewAudience(c: Context): PreviewAudience {
  return getCookie(c, SESSION_MARKER_COOKIE) === undefined ? 'guest' : 'anyone';
}
